import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

/** A full audit: each pillar's child run, linked, or why it was skipped. */
export async function fullAuditRunBody(c: RunPageContext): Promise<SafeHtml> {
  const { pillars } = await c.services.fullAudits.view(c.run);
  const rows = Object.entries(
    pillars as Record<
      string,
      { runId: string | null; status: string; reason?: string; summary?: { passed: number; total: number } }
    >,
  );
  return html`<table><caption class="sr-only">Pillar runs</caption><thead><tr><th scope="col">Pillar</th><th scope="col">Run</th><th scope="col">Status</th><th scope="col">Passed</th></tr></thead>
<tbody>${rows.map(
    ([
      pillar,
      p,
    ]) => html`<tr><td>${pillar}</td><td>${p.runId ? html`<a href="/projects/${c.target.project.slug}/runs/${p.runId}">${p.runId}</a>` : '–'}</td>
<td>${statusBadge(p.status)}${p.reason ? html` ${p.reason}` : ''}</td><td>${p.summary ? `${p.summary.passed}/${p.summary.total}` : '–'}</td></tr>`,
  )}</tbody></table>`;
}

import { runFailures } from '../../../services/run-failures.js';
import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';
import { safeLink } from './runs.js';

/**
 * The run page of a pillar that has no page of its own: what its run found wrong, as the pillar
 * answers get_run_failures — what, why, and the evidence links.
 */
export async function failuresRunBody(c: RunPageContext): Promise<SafeHtml> {
  if (c.run.status === 'queued' || c.run.status === 'running') return html``;
  const { failures, approved } = await runFailures(c.services, c.session.org.id, c.run);
  if (failures.length === 0 && approved.length === 0)
    return html`<p>No failure${c.run.error ? html`: the run could not run (${c.run.error})` : ''}.</p>`;
  const rows = [...failures, ...approved].map(
    (f) =>
      html`<tr><td>${statusBadge(f.status)}</td><td>${f.what}</td><td>${f.why}</td><td>${f.evidence.map((e) => html`<a href="${safeLink(e.url)}">${e.label}</a> `)}</td></tr>`,
  );
  return html`<h2>Failures</h2><table><thead><tr><th>status</th><th>what</th><th>why</th><th>evidence</th></tr></thead><tbody>${rows}</tbody></table>`;
}

import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

/** A security, privacy or SEO run: each page's findings, worst first, with the fix (and SEO's score). */
export async function pageCheckRunBody(c: RunPageContext): Promise<SafeHtml> {
  const order = ['high', 'medium', 'low', 'info'];
  const pages = (await c.services.pageChecks.results(c.run.id)).map((r) => c.services.pageChecks.view(r));
  return html`${pages.map(
    (
      p,
    ) => html`<section class="scenario" aria-label="${p.scenarioLabel}"><h2>${p.scenarioLabel} ${statusBadge(p.status)}${p.score !== undefined ? html` <span class="score">SEO score ${p.score}</span>` : ''}</h2>
${p.error ? html`<p class="err">${p.error}</p>` : ''}
<table><thead><tr><th scope="col">Severity</th><th scope="col">Finding</th><th scope="col">Evidence</th><th scope="col">Fix</th></tr></thead>
<tbody>${[...p.findings]
      .sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity))
      .map(
        (f) =>
          html`<tr><td>${f.severity}</td><td>${f.title}</td><td><code>${f.evidence}</code></td><td>${f.fix}</td></tr>`,
      )}</tbody></table></section>`,
  )}${pages.length ? '' : html`<p>No page checked yet.</p>`}`;
}

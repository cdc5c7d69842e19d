import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

/** A perf run: each page's scores, lab metrics and budgets, with its trend across runs. */
export async function perfRunBody(c: RunPageContext): Promise<SafeHtml> {
  const results = await c.services.perfRuns.results(c.run.id);
  const pages = results.map((r) => c.services.perfRuns.pageView(c.session.org.id, r));
  const history = await c.services.perfRuns.history(c.target, 10);
  const trend = (label: string, preset: string) =>
    history.pages
      .find((p) => p.page === `${label} (${preset})`)
      ?.points.map((p) => p.performance ?? '–')
      .join(' → ') ?? '';
  return html`${pages.map(
    (p) => html`<section class="scenario" aria-label="${p.scenarioLabel} ${p.preset}">
<h2>${p.scenarioLabel} (${p.preset}) ${statusBadge(p.status)}</h2>
${p.error ? html`<p class="err">${p.error}</p>` : ''}
${
  p.scores
    ? html`<ul class="facts">${Object.entries(p.scores).map(([k, v]) => html`<li>${k} <strong>${v ?? '–'}</strong></li>`)}</ul>
<ul class="facts">${Object.entries(p.metrics ?? {}).map(([k, v]) => html`<li>${k} ${v ?? '–'}</li>`)}</ul>
<p>Performance over recent runs: ${trend(p.scenarioLabel, p.preset)}</p>`
    : ''
}
${p.budgets.length ? html`<ul>${p.budgets.map((b) => html`<li>${statusBadge(b.pass ? 'pass' : 'fail')} ${b.message}</li>`)}</ul>` : ''}
${p.opportunities.length ? html`<details><summary>Opportunities</summary><ul>${p.opportunities.map((o) => html`<li>${o.title}: ${o.savingsMs} ms${o.savingsBytes ? `, ${o.savingsBytes} bytes` : ''}</li>`)}</ul></details>` : ''}
${p.report.html ? html`<p><a href="${p.report.html}">Lighthouse report</a> · <a href="${p.report.json}">JSON</a></p>` : ''}
</section>`,
  )}${pages.length ? '' : html`<p>No page audited yet.</p>`}`;
}

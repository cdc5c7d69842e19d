import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

/** An accessibility run: per page and viewport, the violations worst first with their elements. */
export async function a11yRunBody(c: RunPageContext): Promise<SafeHtml> {
  const results = await c.services.a11yRuns.results(c.run.id);
  const pages = results.map((r) => c.services.a11yRuns.resultView(c.session.org.id, r));
  return html`${pages.map(
    (p) => html`<section class="scenario" aria-label="${p.scenarioLabel} ${p.viewport}">
<h2>${p.scenarioLabel} · ${p.viewport} ${statusBadge(p.status)}</h2>
${p.error ? html`<p class="err">${p.error}</p>` : ''}
${p.violations.map(
  (
    v,
  ) => html`<details><summary><strong>${v.rule}</strong> (${v.impact}) — ${v.help} · ${v.wcag.join(', ')}</summary>
<ul>${v.nodes.map((n) => html`<li><code>${n.selector}</code> ${n.crop ? html`<a href="${n.crop}">element</a>` : ''}<br><code>${n.html}</code></li>`)}</ul>
${v.moreNodes ? html`<p>and ${v.moreNodes} more element(s)</p>` : ''}</details>`,
)}
</section>`,
  )}${pages.length ? '' : html`<p>No page checked yet.</p>`}`;
}

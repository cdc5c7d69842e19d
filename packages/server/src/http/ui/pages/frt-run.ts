import { html, type SafeHtml } from '../html.js';
import { statusBadge } from '../layout.js';
import type { RunPageContext } from './run-context.js';

/** An FRT run: each scenario with its steps, their screenshots, and the trace. */
export async function frtRunBody(c: RunPageContext): Promise<SafeHtml> {
  const results = await c.services.frtRuns.results(c.run.id);
  const engines = c.services.frtRuns.enginesOf(c.run);
  const wanted = c.query.browser;
  const views = results
    .filter((r) => !wanted || r.browser === wanted)
    .map((r) => c.services.frtRuns.resultView(c.session.org.id, r));
  const inEngine = (v: (typeof views)[number]) =>
    engines.length > 1 || v.browser !== 'chromium' ? ` in ${v.browser}` : '';
  // A feature made from a goal names its one scenario as itself: its name is shown once.
  const title = (v: (typeof views)[number]) =>
    v.scenario === v.featureName ? v.featureName : `${v.featureName} › ${v.scenario}`;
  const filter =
    engines.length > 1
      ? html`<form method="get" class="filters" aria-label="Filter results"><label>Engine <select name="browser"><option value="">all</option>${engines.map(
          (e) => html`<option value="${e}" ${e === wanted ? html`selected` : ''}>${e}</option>`,
        )}</select></label> <button type="submit">Filter</button></form>`
      : '';
  return html`${filter}${views.map(
    (v) => html`<section class="scenario" aria-label="${title(v)}">
<h2>${title(v)}${v.example !== null ? ` (example ${v.example + 1})` : ''}${inEngine(v)} ${statusBadge(v.status)}</h2>
${v.error ? html`<p class="err">${v.error}</p>` : ''}
${v.loginReused ? html`<p>Signed in with the login of an earlier scenario of this run (its cookies restored).</p>` : ''}
${v.trace ? html`<p><a href="${v.trace}">Playwright trace</a> (open with <code>npx playwright show-trace</code>)</p>` : ''}
<table><caption class="sr-only">Steps</caption><thead><tr><th scope="col">#</th><th scope="col">Step</th><th scope="col">Status</th><th scope="col">Time</th><th scope="col">Screenshot</th></tr></thead>
<tbody>${v.steps.map(
      (
        s,
      ) => html`<tr><td>${s.index ?? '–'}</td><td>${s.keyword} ${s.text}${s.error ? html`<br><span class="err">${s.error}</span>` : ''}</td><td>${statusBadge(s.status)}</td><td>${s.durationMs} ms</td>
<td>${s.screenshot ? html`<a href="${s.screenshot}">view</a>` : '–'}</td></tr>`,
    )}</tbody></table></section>`,
  )}${views.length ? '' : html`<p>No scenario result yet.</p>`}`;
}

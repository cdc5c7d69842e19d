import { viewportIn } from '../../../services/browser-engines.js';
import type { Run } from '../../../services/runs/run.js';
import type { Result } from '../../../services/vrt/runs.js';
import { html, type SafeHtml } from '../html.js';
import { layout, statusBadge, when } from '../layout.js';
import { a11yRunBody } from './a11y-run.js';
import { failuresRunBody } from './failures-run.js';
import { frtRunBody } from './frt-run.js';
import { fullAuditRunBody } from './full-audit-run.js';
import { pageCheckRunBody } from './page-check-run.js';
import { perfRunBody } from './perf-run.js';
import type { RunPageContext } from './run-context.js';
import { safeLink } from './runs.js';
import { trackingRunBody } from './tracking-run.js';

/** The pillars with a run page of their own, by run type; any other pillar's runs show its failures. */
const PILLAR_BODIES: Record<string, (c: RunPageContext) => Promise<SafeHtml>> = {
  test: vrtRunBody,
  baseline: vrtRunBody,
  frt: frtRunBody,
  tracking: trackingRunBody,
  perf: perfRunBody,
  a11y: a11yRunBody,
  'full-audit': fullAuditRunBody,
  security: pageCheckRunBody,
  privacy: pageCheckRunBody,
  seo: pageCheckRunBody,
};

const ORDER = ['error', 'fail', 'new', 'pass'];
export const running = (run: Run) => run.status === 'queued' || run.status === 'running';

/** The live part of a run page: polled every two seconds while the run goes on. */
export function progress(run: Run, slug: string): SafeHtml {
  const done = run.total ? Math.round((100 * (run.passed + run.failed)) / run.total) : 0;
  return running(run)
    ? html`<div id="progress" hx-get="/projects/${slug}/runs/${run.id}/progress" hx-trigger="every 2s" hx-swap="outerHTML" role="status">
<label for="bar">Run ${run.status}…</label> <progress id="bar" ${run.total ? html`value="${done}" max="100"` : ''}>${done}%</progress></div>`
    : html`<div id="progress" role="status">${statusBadge(run.status)} ${run.passed} of ${run.total} passed${run.error ? html` — ${run.error}` : ''}</div>`;
}

export async function runPage(c: RunPageContext): Promise<string> {
  const { run, target } = c;
  const slug = target.project.slug;
  const body = await (PILLAR_BODIES[run.type] ?? failuresRunBody)(c);
  return layout(
    `Run ${run.id}`,
    c.session,
    html`<h1>${run.type} run <code>${run.id}</code></h1>
<p class="meta">branch ${run.branch}${run.commit_sha ? html` · commit <code>${run.commit_sha.slice(0, 10)}</code>` : ''}${run.pr_number ? html` · PR ${run.pr_url ? html`<a href="${safeLink(run.pr_url)}">#${run.pr_number}</a>` : `#${run.pr_number}`}` : ''} · started ${when(run.created_at)}</p>
${progress(run, slug)}
${body}`,
    [
      { label: 'Projects', href: '/' },
      { label: target.project.name, href: `/projects/${slug}` },
      { label: 'Runs', href: `/projects/${slug}/tests?environmentId=${target.environment.id}` },
      { label: run.id },
    ],
  );
}

/** Approving is for test runs (a baseline run's captures are baselines already) and for keys that may write. */
export function approveForm(c: RunPageContext, label: string, fields: Record<string, string>): SafeHtml {
  if (!c.session.canWrite || c.run.type !== 'test') return html``;
  return html`<form method="post" action="/projects/${c.target.project.slug}/runs/${c.run.id}/approve" class="inline">
<input type="hidden" name="_csrf" value="${c.session.csrf}">${Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<button type="submit">${label}</button></form>`;
}

async function vrtRunBody(c: RunPageContext): Promise<SafeHtml> {
  const slug = c.target.project.slug;
  const all = await c.services.vrtRuns.results(c.run.id);
  const { status, scenario, viewport, browser } = c.query;
  const shown = all
    .filter(
      (r) =>
        (!status || r.status === status) &&
        (!scenario || r.scenario_label === scenario) &&
        (!viewport || r.viewport === viewport) &&
        (!browser || r.browser === browser),
    )
    .sort(
      (a, b) =>
        ORDER.indexOf(a.status) - ORDER.indexOf(b.status) ||
        (b.mismatch_percent ?? 0) - (a.mismatch_percent ?? 0),
    );
  const options = (values: string[], current: string | undefined) =>
    [...new Set(values)]
      .sort()
      .map((v) => html`<option value="${v}" ${v === current ? html`selected` : ''}>${v}</option>`);
  const failures = all.filter((r) => r.status === 'fail' || r.status === 'new');
  const groups = ORDER.map((s) => ({ s, rows: shown.filter((r) => r.status === s) })).filter(
    (g) => g.rows.length,
  );
  const card = (r: Result) => {
    const image = r.diff_hash ?? r.test_hash;
    return html`<li class="card result s-${r.status}" data-result="${r.id}">
<a class="thumb" href="/projects/${slug}/runs/${c.run.id}/results/${r.id}">${image ? html`<img loading="lazy" src="/ui/thumb/${image}?w=240" alt="${r.diff_hash ? 'Diff' : 'Capture'} of ${r.scenario_label}, ${r.viewport}" width="240">` : html`<span class="noimg">no image</span>`}</a>
<h3><a href="/projects/${slug}/runs/${c.run.id}/results/${r.id}">${r.scenario_label} · ${viewportIn(r.viewport, r.browser)}</a></h3>
<p>${statusBadge(r.status)} ${r.mismatch_percent !== null ? html`${r.mismatch_percent.toFixed(2)}% changed` : ''}${r.error ? html` <span class="err">${r.error}</span>` : ''}${r.approved_at ? html` <span class="ok">approved</span>` : ''}</p>
${r.status === 'fail' || r.status === 'new' ? approveForm(c, 'Approve', { resultId: r.id }) : ''}
</li>`;
  };
  return html`<form method="get" class="filters" aria-label="Filter results">
<label>Status <select name="status"><option value="">all</option>${options(
    all.map((r) => r.status),
    status,
  )}</select></label>
<label>Scenario <select name="scenario"><option value="">all</option>${options(
    all.map((r) => r.scenario_label),
    scenario,
  )}</select></label>
<label>Viewport <select name="viewport"><option value="">all</option>${options(
    all.map((r) => r.viewport),
    viewport,
  )}</select></label>
${
  new Set(all.map((r) => r.browser)).size > 1 || browser
    ? html`<label>Engine <select name="browser"><option value="">all</option>${options(
        all.map((r) => r.browser),
        browser,
      )}</select></label>`
    : ''
}
<button type="submit">Filter</button></form>
${failures.length ? approveForm(c, `Approve all ${failures.length} failure(s)`, { all: 'failures' }) : ''}
${groups.map((g) => html`<section aria-labelledby="g-${g.s}"><h2 id="g-${g.s}">${g.s} (${g.rows.length})</h2><ul class="cards">${g.rows.map(card)}</ul></section>`)}
${shown.length === 0 ? html`<p>No result${all.length ? ' matches these filters' : ' yet'}.</p>` : ''}`;
}

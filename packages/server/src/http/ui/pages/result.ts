import type { Rect } from '../../../engines/diff/compare.js';
import type { Hypothesis } from '../../../services/vrt/explain.js';
import type { Result } from '../../../services/vrt/runs.js';
import { fromJson } from '../../../store/json.js';
import { html, type SafeHtml } from '../html.js';
import { layout, statusBadge } from '../layout.js';
import { approveForm } from './run.js';
import type { RunPageContext } from './run-context.js';

const ORDER = ['error', 'fail', 'new', 'pass'];

/** Changed regions as boxes over an image, in percent of its size so they follow any zoom. */
function regionBoxes(regions: Rect[], width: number, height: number): SafeHtml {
  return html`${regions.map(
    (r) =>
      html`<span class="region" style="left:${(100 * r.x) / width}%;top:${(100 * r.y) / height}%;width:${(100 * r.width) / width}%;height:${(100 * r.height) / height}%"></span>`,
  )}`;
}

/** One result: side by side, overlay, slider or diff; approve; draw a rule; the explanation beside it. */
export async function resultPage(c: RunPageContext, result: Result): Promise<string> {
  const { services, session, target, run } = c;
  const slug = target.project.slug;
  const all = (await services.vrtRuns.results(run.id)).sort(
    (a, b) =>
      ORDER.indexOf(a.status) - ORDER.indexOf(b.status) ||
      (b.mismatch_percent ?? 0) - (a.mismatch_percent ?? 0),
  );
  const at = all.findIndex((r) => r.id === result.id);
  const href = (r: Result | undefined) => (r ? `/projects/${slug}/runs/${run.id}/results/${r.id}` : '');
  const prev = href(all[at - 1]);
  const next = href(all[at + 1]);
  const view = services.results.resultView(session.org.id, result);
  const details = fromJson<{ width?: number; height?: number }>(result.details, {});
  const width = details.width ?? 1;
  const height = details.height ?? 1;
  const explained =
    result.status === 'fail' || result.status === 'error'
      ? await c.invoke('explain_vrt_failure', {
          project: target.project.id,
          environment: target.environment.id,
          runId: run.id,
          scenarioLabel: result.scenario_label,
          viewport: result.viewport,
        })
      : null;
  const hypotheses = ((explained?.data as { hypotheses?: Hypothesis[] } | null)?.hypotheses ?? []).slice(
    0,
    4,
  );
  const undo =
    result.approved_at && session.canWrite
      ? await services.baselines.previous(
          {
            scenarioId: result.scenario_id,
            environmentId: target.environment.id,
            viewport: result.viewport,
            browser: result.browser,
          },
          run.branch,
        )
      : undefined;
  const undoSource = undo?.source_result_id ? await services.results.byId(undo.source_result_id) : undefined;
  const pane = (kind: string, label: string, src: string | null, boxes: SafeHtml = html``) =>
    src
      ? html`<figure class="pane ${kind}"><figcaption>${label}</figcaption><div class="frame"><div class="layer"><img src="${src}" alt="${label} of ${result.scenario_label}, ${result.viewport}" draggable="false">${boxes}</div></div></figure>`
      : html`<figure class="pane ${kind} missing"><figcaption>${label}</figcaption><p>No ${label.toLowerCase()} image.</p></figure>`;
  return layout(
    `${result.scenario_label} · ${result.viewport}`,
    session,
    html`<div class="viewer-head">
<h1>${result.scenario_label} · ${result.viewport} ${statusBadge(result.status)}</h1>
<nav class="pager" aria-label="Results of this run">
${prev ? html`<a id="prev" href="${prev}" rel="prev">← Previous</a>` : html`<span>← Previous</span>`}
<span>${at + 1} of ${all.length}</span>
${next ? html`<a id="next" href="${next}" rel="next">Next →</a>` : html`<span>Next →</span>`}
</nav></div>
<p class="meta">${view.unchangedInputs !== null ? html`Not captured again: its ${view.unchangedInputs} response(s) are byte-identical to the baseline capture's. ` : ''}${view.firstTry ? html`Captured twice: the first capture ${view.firstTry.status === 'fail' ? html`differed by ${(view.firstTry.mismatchPercent ?? 0).toFixed(3)}%` : html`failed (${view.firstTry.error ?? 'error'})`}. ` : ''}${view.mismatchPercent !== null ? html`${view.mismatchPercent.toFixed(3)}% of pixels changed (${view.changedPixels} px) in ${view.regions.length} region(s)` : ''}${view.error ? html` <span class="err">${view.error}</span>` : ''} · <a href="${view.url ?? '#'}">${view.url}</a></p>
<div class="actions">
${result.status === 'fail' || result.status === 'new' ? approveForm(c, 'Approve this capture (a)', { resultId: result.id }) : ''}
${approveForm(c, 'Approve on every viewport', { scenario: result.scenario_label })}
${undoSource ? approveForm(c, 'Undo: approve the previous capture again', { resultId: undoSource.id, undo: '1' }) : ''}
</div>
<div class="viewer" data-mode="side" data-width="${width}" data-height="${height}" style="--aspect: ${(width / height).toFixed(4)}">
<div role="toolbar" aria-label="Comparison view" class="toolbar">
<button type="button" data-mode="side" aria-pressed="true">Side by side (1)</button>
<button type="button" data-mode="overlay" aria-pressed="false">Overlay (2)</button>
<button type="button" data-mode="slider" aria-pressed="false">Slider (3)</button>
<button type="button" data-mode="diff" aria-pressed="false">Diff (4)</button>
<label class="for-overlay">Opacity <input type="range" id="opacity" min="0" max="100" value="50"></label>
<label class="for-slider">Split <input type="range" id="split" min="0" max="100" value="50"></label>
<button type="button" id="zoom-in" aria-label="Zoom in">+</button><button type="button" id="zoom-out" aria-label="Zoom out">−</button><button type="button" id="zoom-reset">Fit</button>
</div>
<div class="stage">
${pane('baseline', 'Baseline', view.images.baseline)}
${pane('test', 'Test', view.images.test, regionBoxes(view.regions, width, height))}
${pane('diff', 'Diff', view.images.diff, regionBoxes(view.regions, width, height))}
</div>
</div>
<div class="side">
<section aria-labelledby="why"><h2 id="why">What changed</h2>
${hypotheses.length ? html`<ol class="hypotheses">${hypotheses.map((h) => html`<li><strong>${h.kind}</strong> <small>(${h.confidence} confidence)</small><p>${h.evidence}</p>${h.recommendation ? html`<p><em>${h.recommendation}</em></p>` : ''}</li>`)}</ol>` : html`<p>${result.status === 'pass' ? 'Nothing: this capture matches its baseline.' : 'No explanation for this result.'}</p>`}
</section>
${
  session.canWrite
    ? html`<section aria-labelledby="rule"><h2 id="rule">Leave an area out of the comparison</h2>
<p>Hold Shift and drag on the test image to draw a rectangle, or name a CSS selector.</p>
<form method="post" action="/projects/${slug}/rules" id="rule-form">
<input type="hidden" name="_csrf" value="${session.csrf}"><input type="hidden" name="scenarioLabel" value="${result.scenario_label}">
<input type="hidden" name="back" value="/projects/${slug}/runs/${run.id}/results/${result.id}">
<label>Rectangle <input name="rect" id="rect" placeholder="rect(x,y,w,h)" pattern="rect\\(\\d+,\\d+,\\d+,\\d+\\)"></label>
<label>or selector <input name="selector" placeholder=".clock, #banner"></label>
<label>Mode <select name="mode"><option value="ignore">ignore</option><option value="dynamic">dynamic</option></select></label>
<button type="submit">Add the rule</button></form></section>`
    : ''
}
<p class="keys">Keys: <kbd>j</kbd>/<kbd>→</kbd> next, <kbd>k</kbd>/<kbd>←</kbd> previous, <kbd>a</kbd> approve, <kbd>1</kbd>–<kbd>4</kbd> views.</p>
</div>
<script src="/ui/assets/viewer.js" defer></script>`,
    [
      { label: 'Projects', href: '/' },
      { label: target.project.name, href: `/projects/${slug}` },
      { label: run.id, href: `/projects/${slug}/runs/${run.id}` },
      { label: `${result.scenario_label} · ${result.viewport}` },
    ],
  );
}

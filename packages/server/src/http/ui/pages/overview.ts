import type { Services } from '../../../services/index.js';
import type { Target } from '../../../services/projects.js';
import { html } from '../html.js';
import { layout, statusBadge, when } from '../layout.js';
import type { SignedIn } from '../session.js';

/** `/projects/:project`: scenarios with their baselines, recent runs and their trend, setup at a glance. */
export async function overviewPage(services: Services, session: SignedIn, target: Target): Promise<string> {
  const slug = target.project.slug;
  const scenarios = await services.scenarios.list(target.project.id);
  const baselines = await services.baselines.currentOnMain(
    target.environment.id,
    scenarios.map((s) => s.id),
  );
  const runs = await services.runs.history(target, 20);
  const trend = [...runs]
    .reverse()
    .map(
      (r) =>
        html`<a class="bar s-${r.status}" href="/projects/${slug}/runs/${r.id}" title="${r.type} ${r.status} ${when(r.created_at)}"><span class="sr-only">${r.type} ${r.status} ${when(r.created_at)}</span></a>`,
    );
  const cards = scenarios.map((s) => {
    const own = baselines.filter((b) => b.scenario_id === s.id);
    return html`<li class="card">
<h3>${s.label} <small><code>${s.url}</code></small></h3>
<div class="thumbs">${s.options.viewports.map((v) => {
      const b = own.find((x) => x.viewport === v.label);
      return b
        ? html`<figure><img loading="lazy" src="/ui/thumb/${b.image_hash}?w=240" alt="Baseline of ${s.label}, ${v.label}" width="240"><figcaption>${v.label}</figcaption></figure>`
        : html`<figure class="empty"><span>no baseline</span><figcaption>${v.label}</figcaption></figure>`;
    })}</div>
</li>`;
  });
  const missing = scenarios.reduce(
    (n, s) =>
      n +
      s.options.viewports.filter(
        (v) => !baselines.some((b) => b.scenario_id === s.id && b.viewport === v.label),
      ).length,
    0,
  );
  return layout(
    target.project.name,
    session,
    html`<h1>${target.project.name}</h1>
<p><code>${target.baseUrl}</code> · environment ${target.environment.name} · <a href="/projects/${slug}/tests?environmentId=${target.environment.id}">All runs</a></p>
<section aria-labelledby="setup"><h2 id="setup">Setup</h2>
<ul class="facts"><li>${scenarios.length} scenario(s)</li><li>${missing ? html`<strong>${missing} capture(s) without a baseline</strong>` : 'every capture has a baseline'}</li><li>${runs.length ? html`last run ${statusBadge(runs[0].status)} ${when(runs[0].created_at)}` : 'no run yet'}</li></ul></section>
<section aria-labelledby="trend"><h2 id="trend">Recent runs</h2>
<div class="trend">${trend.length ? trend : 'No run yet.'}</div></section>
<section aria-labelledby="scn"><h2 id="scn">Scenarios</h2><ul class="cards">${cards}</ul></section>`,
    [{ label: 'Projects', href: '/' }, { label: target.project.name }],
  );
}

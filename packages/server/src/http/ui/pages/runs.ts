import type { Services } from '../../../services/index.js';
import type { Target } from '../../../services/projects.js';
import { html } from '../html.js';
import { layout, statusBadge, when } from '../layout.js';
import type { SignedIn } from '../session.js';

/** `/projects/:project/tests`: the runs, newest first, filtered by environment and branch. */
export async function runsPage(
  services: Services,
  session: SignedIn,
  target: Target,
  branch: string | undefined,
): Promise<string> {
  const slug = target.project.slug;
  const runs = (await services.runs.history(target, 200)).filter((r) => !branch || r.branch === branch);
  const environments = await services.projects.environments(target.project.id);
  const rows = runs.map(
    (r) => html`<tr>
<td><a href="/projects/${slug}/runs/${r.id}">${r.id}</a></td><td>${r.type}</td><td>${statusBadge(r.status)}</td>
<td>${r.passed}/${r.total}</td><td>${r.branch}</td><td>${r.commit_sha ? html`<code>${r.commit_sha.slice(0, 10)}</code>` : '–'}</td>
<td>${r.pr_number ? (r.pr_url ? html`<a href="${safeLink(r.pr_url)}">#${r.pr_number}</a>` : `#${r.pr_number}`) : '–'}</td><td>${when(r.created_at)}</td></tr>`,
  );
  return layout(
    `Runs · ${target.project.name}`,
    session,
    html`<h1>Runs</h1>
<form method="get" class="filters">
<label>Environment <select name="environmentId">${environments.map((e) => html`<option value="${e.id}" ${e.id === target.environment.id ? html`selected` : ''}>${e.name}</option>`)}</select></label>
<label>Branch <input name="branch" value="${branch ?? ''}" placeholder="all branches"></label>
<button type="submit">Show</button></form>
<table><caption class="sr-only">Runs of ${target.project.name} in ${target.environment.name}</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Passed</th><th scope="col">Branch</th><th scope="col">Commit</th><th scope="col">PR</th><th scope="col">Started</th></tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="8">No run${branch ? ` on ${branch}` : ''} yet.</td></tr>`}</tbody></table>`,
    [
      { label: 'Projects', href: '/' },
      { label: target.project.name, href: `/projects/${slug}` },
      { label: 'Runs' },
    ],
  );
}

/** Only http(s) links are rendered as links: a stored PR URL is the caller's text. */
export function safeLink(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

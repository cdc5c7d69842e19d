import type { Services } from '../../../services/index.js';
import { html } from '../html.js';
import { layout, statusBadge, when } from '../layout.js';
import type { SignedIn } from '../session.js';

/** `/`: the org's projects, each with its latest run. */
export async function projectsPage(services: Services, session: SignedIn): Promise<string> {
  let projects = await services.projects.list(session.org.id);
  if (session.key.kind === 'project') projects = projects.filter((p) => p.id === session.key.projectId);
  const rows = await Promise.all(
    projects.map(async (p) => {
      const target = await services.projects.resolve(session.org.id, { project: p.id });
      const [latest] = await services.runs.history(target, 1);
      return html`<tr>
  <td><a href="/projects/${p.slug}">${p.name}</a></td>
  <td><code>${p.base_url}</code></td>
  <td>${await services.scenarios.count(p.id)}</td>
  <td>${latest ? html`<a href="/projects/${p.slug}/runs/${latest.id}">${latest.type}</a> ${statusBadge(latest.status)} <small>${when(latest.created_at)}</small>` : 'no run yet'}</td>
</tr>`;
    }),
  );
  return layout(
    'Projects',
    session,
    html`<h1>Projects</h1>
<table><caption class="sr-only">Projects of ${session.org.name}</caption>
<thead><tr><th scope="col">Project</th><th scope="col">Site</th><th scope="col">Scenarios</th><th scope="col">Latest run</th></tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="4">No project yet: create one with the create_project tool.</td></tr>`}</tbody></table>`,
  );
}

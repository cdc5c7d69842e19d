import type { FastifyInstance } from 'fastify';
import type { Params, UiContext } from './context.js';
import { overviewPage } from './pages/overview.js';
import { projectsPage } from './pages/projects.js';
import { resultPage } from './pages/result.js';
import { progress, running, runPage } from './pages/run.js';
import { runsPage } from './pages/runs.js';
import { notFound, page } from './reply.js';
import { signedIn } from './session.js';

/** What a person reads: projects, a project's runs, a run, its progress, one result. */
export function pageRoutes(app: FastifyInstance, { services, projectOf, runContext }: UiContext): void {
  app.get('/', async (request, reply) => {
    const session = await signedIn(services, request, reply);
    if (!session) return reply;
    return page(reply, 200, await projectsPage(services, session));
  });

  app.get<{ Params: Params }>('/projects/:project', async (request, reply) => {
    const session = await signedIn(services, request, reply);
    if (!session) return reply;
    const target = await projectOf(session, request.params.project!);
    if (!target)
      return notFound(reply, session, `No project "${request.params.project}" in ${session.org.name}.`, '/');
    return page(reply, 200, await overviewPage(services, session, target));
  });

  app.get<{ Params: Params; Querystring: { environmentId?: string; branch?: string } }>(
    '/projects/:project/tests',
    async (request, reply) => {
      const session = await signedIn(services, request, reply);
      if (!session) return reply;
      const target = await projectOf(
        session,
        request.params.project!,
        request.query.environmentId || undefined,
      );
      if (!target)
        return notFound(
          reply,
          session,
          `No project "${request.params.project}" (or environment) in ${session.org.name}.`,
          '/',
        );
      return page(reply, 200, await runsPage(services, session, target, request.query.branch || undefined));
    },
  );

  app.get<{ Params: Params }>('/projects/:project/runs/:runId', async (request, reply) => {
    const c = await runContext(request, reply);
    if (!c) return reply;
    return page(reply, 200, await runPage(c));
  });

  app.get<{ Params: Params }>('/projects/:project/runs/:runId/progress', async (request, reply) => {
    const c = await runContext(request, reply);
    if (!c) return reply;
    // Finished: the whole page reloads to show the results.
    if (!running(c.run)) reply.header('hx-refresh', 'true');
    return page(reply, 200, progress(c.run, c.target.project.slug).value);
  });

  app.get<{ Params: Params }>('/projects/:project/runs/:runId/results/:resultId', async (request, reply) => {
    const c = await runContext(request, reply);
    if (!c) return reply;
    const result = await services.results.byId(request.params.resultId!);
    if (!result || result.run_id !== c.run.id) {
      return notFound(
        reply,
        c.session,
        `No result ${request.params.resultId} in run ${c.run.id}.`,
        `/projects/${c.target.project.slug}/runs/${c.run.id}`,
      );
    }
    return page(reply, 200, await resultPage(c, result));
  });
}

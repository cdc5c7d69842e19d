import type { FastifyInstance } from 'fastify';
import type { Params, UiContext } from './context.js';
import { answered, forbidden, notFound, safeNext } from './reply.js';
import { sameOriginForm, signedIn } from './session.js';

/** What a person changes, through the gateway as the session's key: approvals and comparison rules. */
export function changeRoutes(
  app: FastifyInstance,
  { services, invokeAs, projectOf, runOf, runContext }: UiContext,
): void {
  app.post<{ Params: Params; Body: Record<string, string> }>(
    '/projects/:project/runs/:runId/approve',
    async (request, reply) => {
      const c = await runContext(request, reply);
      if (!c) return reply;
      if (!sameOriginForm(request, c.session)) return forbidden(reply, c.session);
      const body = request.body ?? {};
      const back = `/projects/${c.target.project.slug}/runs/${c.run.id}`;
      let args: Record<string, unknown>;
      let to = back;
      if (body.resultId) {
        const result = await services.results.byId(body.resultId);
        // An undo approves an earlier run's capture of the same scenario and viewport.
        const run = result ? await runOf(c.session, c.target, result.run_id) : null;
        if (!result || !run) return notFound(reply, c.session, `No result ${body.resultId}.`, back);
        args = {
          runId: run.id,
          scenarios: [result.scenario_label],
          viewports: [result.viewport],
          browsers: [result.browser],
        };
        to = body.undo ? `${back}` : `${back}/results/${body.resultId}`;
      } else if (body.scenario) {
        args = { runId: c.run.id, scenarios: [body.scenario] };
      } else {
        const failing = (await services.vrtRuns.results(c.run.id)).filter(
          (r) => r.status === 'fail' || r.status === 'new',
        );
        args = { runId: c.run.id, scenarios: [...new Set(failing.map((r) => r.scenario_label))] };
      }
      const answer = await c.invoke('approve_vrt_results', {
        ...args,
        project: c.target.project.id,
        environment: c.target.environment.id,
        confirm: true,
      });
      return answered(reply, c.session, answer, to);
    },
  );

  app.post<{ Params: Params; Body: Record<string, string> }>(
    '/projects/:project/rules',
    async (request, reply) => {
      const session = await signedIn(services, request, reply);
      if (!session) return reply;
      if (!sameOriginForm(request, session)) return forbidden(reply, session);
      const target = await projectOf(session, request.params.project!);
      if (!target) return notFound(reply, session, `No project "${request.params.project}".`, '/');
      const body = request.body ?? {};
      const answer = await invokeAs(session)('create_comparison_rule', {
        project: target.project.id,
        scenarioLabel: body.scenarioLabel,
        selector: (body.rect || body.selector || '').trim(),
        mode: body.mode,
        reason: 'added from the web UI',
        confirm: true,
      });
      return answered(reply, session, answer, safeNext(body.back));
    },
  );
}

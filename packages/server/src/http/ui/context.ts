import type { FastifyReply, FastifyRequest } from 'fastify';
import { ToolError } from '../../errors.js';
import type { Gateway } from '../../gateway/invoke.js';
import type { Services } from '../../services/index.js';
import type { Target } from '../../services/projects.js';
import type { Run } from '../../services/runs/run.js';
import type { RunPageContext } from './pages/run-context.js';
import { notFound } from './reply.js';
import { type SignedIn, signedIn } from './session.js';

export type Params = { project?: string; runId?: string; resultId?: string };

/** What every UI route shares: the services, and the session's ways to the gateway, projects and runs. */
export interface UiContext {
  gateway: Gateway;
  services: Services;
  /** A tool call as the session's key, through the gateway (scopes, plan gates, audit log). */
  invokeAs(session: SignedIn): (tool: string, args: Record<string, unknown>) => Promise<ToolAnswer>;
  projectOf(session: SignedIn, slug: string, environmentId?: string): Promise<Target | null>;
  runOf(session: SignedIn, target: Target, runId: string): Promise<Run | null>;
  /** Session, project and run of a run URL, or null once the answer is sent. */
  runContext(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ): Promise<RunPageContext | null>;
}

export type ToolAnswer = { ok: boolean; data: unknown; summary: string; error?: { message: string } };

export function uiContext(gateway: Gateway, services: Services): UiContext {
  const invokeAs = (session: SignedIn) => async (tool: string, args: Record<string, unknown>) => {
    const answer = await gateway.invokeAs(session.caller, tool, args);
    return answer.body as ToolAnswer;
  };

  /** The project of the URL in the session's org (another org's is unknown, like a missing one). */
  async function projectOf(session: SignedIn, slug: string, environmentId?: string): Promise<Target | null> {
    try {
      const target = await services.projects.resolve(session.org.id, {
        project: slug,
        environment: environmentId,
      });
      if (session.key.kind === 'project' && target.project.id !== session.key.projectId) return null;
      return target;
    } catch (error) {
      if (error instanceof ToolError) return null;
      throw error;
    }
  }

  async function runOf(session: SignedIn, target: Target, runId: string): Promise<Run | null> {
    const stored = await services.runs.get(session.org.id, runId);
    const run = stored && (await services.fullAudits.current(stored));
    return run && run.project_id === target.project.id ? run : null;
  }

  async function runContext(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ): Promise<RunPageContext | null> {
    const session = await signedIn(services, request, reply);
    if (!session) return null;
    const target = await projectOf(session, request.params.project!);
    if (!target) {
      await notFound(reply, session, `No project "${request.params.project}" in ${session.org.name}.`, '/');
      return null;
    }
    const run = await runOf(session, target, request.params.runId!);
    if (!run) {
      await notFound(
        reply,
        session,
        `No run ${request.params.runId} in ${target.project.name}.`,
        `/projects/${target.project.slug}/tests`,
      );
      return null;
    }
    const runTarget = await services.projects.resolve(session.org.id, {
      project: run.project_id,
      environment: run.environment_id,
    });
    return {
      services,
      session,
      target: runTarget,
      run,
      query: request.query as Record<string, string>,
      invoke: invokeAs(session),
    };
  }

  return { gateway, services, invokeAs, projectOf, runOf, runContext };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ToolError } from '../../errors.js';
import type { Gateway } from '../../gateway/invoke.js';
import type { Services } from '../../services/index.js';
import type { Target } from '../../services/projects.js';
import type { Run } from '../../services/runs/run.js';
import { isArtifactHash } from '../../store/artifacts.js';
import { html } from './html.js';
import { layout } from './layout.js';
import { overviewPage } from './pages/overview.js';
import { projectsPage } from './pages/projects.js';
import { resultPage } from './pages/result.js';
import { progress, type RunPageContext, running, runPage } from './pages/run.js';
import { runsPage } from './pages/runs.js';
import { SESSION_COOKIE, type SignedIn, sameOriginForm, signedIn } from './session.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The UI's own files (CSS, scripts), and htmx from its package: nothing comes from a CDN. */
const ASSETS = path.resolve(here, '../../../ui-assets');
const HTMX = fileURLToPath(import.meta.resolve('htmx.org/dist/htmx.min.js'));
const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Pages may run our scripts only, reach this server only, and never be framed. */
const PAGE_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

type Params = { project?: string; runId?: string; resultId?: string };

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(body);
}

function notFound(reply: FastifyReply, session: SignedIn, what: string, back: string) {
  return page(
    reply,
    404,
    layout('Not found', session, html`<h1>Not found</h1><p>${what}</p><p><a href="${back}">Back</a></p>`),
  );
}

/**
 * The web UI for people: sign-in, projects, runs, results and approvals. Reads come from the
 * services, scoped to the session's org; every change goes through the gateway as the session's
 * key, like a tool call (scopes, plan gates, audit log).
 */
export function uiRoutes(app: FastifyInstance, gateway: Gateway, services: Services): void {
  const invokeAs = (session: SignedIn) => async (tool: string, args: Record<string, unknown>) => {
    const answer = await gateway.invokeAs(session.caller, tool, args);
    return answer.body as { ok: boolean; data: unknown; summary: string; error?: { message: string } };
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

  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  app.get('/ui/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const full = file === 'htmx.min.js' ? HTMX : path.join(ASSETS, path.basename(file));
    const type = ASSET_TYPES[path.extname(full)];
    if (!type || !fs.existsSync(full)) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(full));
  });

  app.get<{ Querystring: { next?: string; expired?: string; token?: string; error?: string } }>(
    '/signin',
    async (request, reply) => {
      const { token, next, expired, error } = request.query;
      if (token) {
        const keyId = await services.sessions.redeem(token);
        if (keyId) return openSession(reply, keyId, '/');
      }
      const message = token
        ? 'This sign-in link was already used or has expired: paste a key instead.'
        : expired
          ? 'Your session has ended (it expired or its key was revoked). Sign in again.'
          : error;
      return page(
        reply,
        token ? 401 : 200,
        layout(
          'Sign in',
          null,
          html`<h1>Sign in</h1>${message ? html`<p class="err" role="alert">${message}</p>` : ''}
<form method="post" action="/signin" class="signin">
<input type="hidden" name="next" value="${safeNext(next)}">
<label for="key">API key of your org</label>
<input id="key" name="key" type="password" autocomplete="off" required placeholder="vq_org_live_…">
<button type="submit">Sign in</button></form>
<p>A read-only key (scope mcp_read) can look at everything but approve nothing.</p>`,
        ),
      );
    },
  );

  app.post<{ Body: { key?: string; next?: string } }>('/signin', async (request, reply) => {
    const caller = await gateway.authenticate(request.body?.key?.trim()).catch(() => null);
    if (!caller)
      return reply.redirect(
        `/signin?error=${encodeURIComponent('That key is unknown or revoked.')}&next=${encodeURIComponent(safeNext(request.body?.next))}`,
        303,
      );
    return openSession(reply, caller.key.id, safeNext(request.body?.next));
  });

  async function openSession(reply: FastifyReply, keyId: string, next: string) {
    const { id, maxAgeSeconds } = await services.sessions.open(keyId);
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      maxAge: maxAgeSeconds,
      secure: services.publicUrl().startsWith('https:'),
    });
    return reply.redirect(next, 303);
  }

  app.post('/signout', async (request, reply) => {
    const session = await signedIn(services, request, reply);
    if (!session) return reply;
    if (!sameOriginForm(request, session)) return forbidden(reply, session);
    await services.sessions.close(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/signin', 303);
  });

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

  /** Session, project and run of a run URL, or the answer already sent. */
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
        if (!result || !run)
          return notFound(c.services ? reply : reply, c.session, `No result ${body.resultId}.`, back);
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

  app.get<{ Params: { hash: string }; Querystring: { w?: string } }>(
    '/ui/thumb/:hash',
    async (request, reply) => {
      const session = await signedIn(services, request, reply);
      if (!session) return reply;
      const width = Math.min(640, Math.max(64, Number(request.query.w) || 240));
      if (!isArtifactHash(request.params.hash)) return reply.code(404).send({ error: 'not_found' });
      const bytes = await services.thumbnails.get(session.org.id, request.params.hash, width);
      if (!bytes) return reply.code(404).send({ error: 'not_found' });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}

function forbidden(reply: FastifyReply, session: SignedIn) {
  return page(
    reply,
    403,
    layout(
      'Refused',
      session,
      html`<h1>Refused</h1><p>This form did not come from a page of this session. Reload the page and try again.</p>`,
    ),
  );
}

/** After a change: back to the page, or the tool's refusal (scope, plan, input) as a page. */
function answered(
  reply: FastifyReply,
  session: SignedIn,
  answer: { ok: boolean; error?: { message: string } },
  to: string,
) {
  if (answer.ok) return reply.redirect(to, 303);
  return page(
    reply,
    session.canWrite ? 422 : 403,
    layout(
      'Not done',
      session,
      html`<h1>Not done</h1><p class="err">${answer.error?.message ?? 'refused'}</p><p><a href="${to}">Back</a></p>`,
    ),
  );
}

/** Only paths of this site: a `next` that points elsewhere would be an open redirect. */
function safeNext(next: string | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

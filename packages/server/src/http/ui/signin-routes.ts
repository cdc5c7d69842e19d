import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../store/ids.js';
import type { UiContext } from './context.js';
import { html } from './html.js';
import { layout } from './layout.js';
import { forbidden, page, safeNext } from './reply.js';
import { SESSION_COOKIE, sameOriginForm, signedIn } from './session.js';

/**
 * The sign-in form's own token, set as a cookie when the form is shown and posted back with it:
 * a page of another site can neither read it nor make the browser send the cookie (SameSite),
 * so it cannot sign a visitor in to the attacker's org (login CSRF).
 */
const SIGNIN_COOKIE = 'vq_signin';

/** A sign-in post from our own form: its token matches the cookie, and no other origin sent it. */
function fromOurForm(request: FastifyRequest): boolean {
  const body = (request.body ?? {}) as Record<string, string>;
  const cookie = request.cookies[SIGNIN_COOKIE];
  if (!cookie || body._signin !== cookie) return false;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  return true;
}

/** Signing in with a key or a one-time link, and out. */
export function signinRoutes(app: FastifyInstance, { gateway, services }: UiContext): void {
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
      const formToken = randomToken(24);
      reply.setCookie(SIGNIN_COOKIE, formToken, {
        path: '/signin',
        httpOnly: true,
        sameSite: 'strict',
        maxAge: 3600,
        secure: services.publicUrl().startsWith('https:'),
      });
      return page(
        reply,
        token ? 401 : 200,
        layout(
          'Sign in',
          null,
          html`<h1>Sign in</h1>${message ? html`<p class="err" role="alert">${message}</p>` : ''}
<form method="post" action="/signin" class="signin">
<input type="hidden" name="next" value="${safeNext(next)}">
<input type="hidden" name="_signin" value="${formToken}">
<label for="key">API key of your org</label>
<input id="key" name="key" type="password" autocomplete="off" required placeholder="vq_org_live_…">
<button type="submit">Sign in</button></form>
<p>A read-only key (scope mcp_read) can look at everything but approve nothing.</p>`,
        ),
      );
    },
  );

  app.post<{ Body: { key?: string; next?: string } }>('/signin', async (request, reply) => {
    if (!fromOurForm(request))
      return reply.redirect(
        `/signin?error=${encodeURIComponent('That sign-in form was not ours or had expired: sign in from this page.')}&next=${encodeURIComponent(safeNext(request.body?.next))}`,
        303,
      );
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
}

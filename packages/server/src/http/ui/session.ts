import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../gateway/invoke.js';
import type { Services } from '../../services/index.js';
import type { UiSession } from '../../services/sessions.js';

export const SESSION_COOKIE = 'vq_session';

export interface SignedIn extends UiSession {
  caller: Caller;
  /** The key may change things (approve, add rules); a read-only key only looks. */
  canWrite: boolean;
}

/** The person's session, or a redirect to sign-in (saying why when a session had been open). */
export async function signedIn(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn | null> {
  const id = request.cookies[SESSION_COOKIE];
  const session = await services.sessions.find(id);
  if (!session) {
    const next = encodeURIComponent(request.url);
    const why = id ? '&expired=1' : '';
    if (id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    await reply.redirect(`/signin?next=${next}${why}`, 303);
    return null;
  }
  return {
    ...session,
    caller: { key: session.key, org: session.org },
    canWrite: session.key.scopes.includes('mcp_full'),
  };
}

/**
 * A write from a page of ours: the form carries the session's CSRF token, and the browser says it
 * comes from this origin (SameSite=Strict cookies already keep other sites' forms out).
 */
export function sameOriginForm(request: FastifyRequest, session: UiSession): boolean {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body._csrf !== session.csrf) return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== request.headers.host) return false;
    } catch {
      return false;
    }
  }
  return true;
}

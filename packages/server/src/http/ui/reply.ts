import type { FastifyReply } from 'fastify';
import { html } from './html.js';
import { layout } from './layout.js';
import type { SignedIn } from './session.js';

/** Pages may run our scripts only, reach this server only, and never be framed. */
const PAGE_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

export function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(body);
}

export function notFound(reply: FastifyReply, session: SignedIn, what: string, back: string) {
  return page(
    reply,
    404,
    layout('Not found', session, html`<h1>Not found</h1><p>${what}</p><p><a href="${back}">Back</a></p>`),
  );
}

export function forbidden(reply: FastifyReply, session: SignedIn) {
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
export function answered(
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

/** Any origin stands in for ours: only a URL that stays on it is kept. */
const OURS = 'http://visualq.invalid';

/**
 * Only paths of this site: `next` is resolved against this server's origin as a browser would
 * (tabs and newlines dropped, backslashes read as slashes) and kept only if it stays here, so no
 * spelling of another host becomes an open redirect, and what is kept is encoded (no raw
 * control character can reach a Location header).
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, OURS);
  } catch {
    return '/';
  }
  return url.origin === OURS ? `${url.pathname}${url.search}${url.hash}` : '/';
}

import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials: signed-link signatures and tokens. */
const SECRET_PARAM = /^(sig|signature|token|key|api[-_]?key|access[-_]?token|session)$/i;

/** The longest URL a log line carries; the rest is cut (a request may carry megabytes). */
const LOGGED_URL_CHARS = 2_048;

/** A parameter name as a server would read it; a name that does not decode is compared as sent. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL as it may be logged: the values of credential parameters replaced. Total: any
 * string in, a string out (a malformed escape must never throw inside the logger).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url.length > LOGGED_URL_CHARS ? `${url.slice(0, LOGGED_URL_CHARS)}…` : url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      // A credential is redacted whether or not it has a value, and whatever follows a cut.
      const name = paramName(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  const redacted = `${url.slice(0, q)}?${params.join('&')}`;
  return redacted.length > LOGGED_URL_CHARS ? `${redacted.slice(0, LOGGED_URL_CHARS)}…` : redacted;
}

/**
 * pino options for the server: request lines carry method, redacted URL and address only (no
 * headers, so no X-API-Key, Authorization or cookie ever reaches a log).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method?: unknown; url?: unknown; ip?: unknown }) => ({
        method: String(req.method),
        url: redactUrl(String(req.url)),
        remoteAddress: typeof req.ip === 'string' ? req.ip : undefined,
      }),
    },
  };
}

/** One line per answered request, at debug level: method, redacted URL, status and time. */
export function requestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, ms: reply.elapsedTime },
      'request',
    );
  });
}

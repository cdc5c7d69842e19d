import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials: signed-link signatures and tokens. */
const SECRET_PARAM = /^(sig|signature|token|key|api[-_]?key|access[-_]?token|session)$/i;

/** A request URL as it may be logged: the values of credential parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
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
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

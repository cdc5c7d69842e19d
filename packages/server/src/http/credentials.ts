import type { FastifyRequest } from 'fastify';

/** The API key of a request: X-API-Key, or Authorization: Bearer. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct?.trim()) return direct.trim();
  const auth = request.headers.authorization;
  const match = auth && /^Bearer\s+(.+)$/i.exec(auth);
  return match ? match[1].trim() : undefined;
}

import type { FastifyInstance } from 'fastify';
import type { Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import { isArtifactHash } from '../store/artifacts.js';
import { apiKeyOf } from './credentials.js';

/** Artifacts are served to a key of their org, or to anyone holding an unexpired signed link. */
export function artifactRoute(app: FastifyInstance, gateway: Gateway, services: Services): void {
  app.get<{ Params: { hash: string }; Querystring: Record<string, string> }>(
    '/api/artifacts/:hash',
    async (request, reply) => {
      const { hash } = request.params;
      if (!isArtifactHash(hash)) return reply.code(404).send({ error: 'not_found' });
      let orgId = services.artifacts.verify(hash, request.query);
      if (!orgId && apiKeyOf(request)) {
        orgId = await gateway
          .authenticate(apiKeyOf(request))
          .then((c) => c.org.id)
          .catch(() => null);
      }
      if (!orgId)
        return reply.code(401).send({ error: 'unauthorized', message: 'send an API key or a signed URL' });
      const artifact = await services.artifacts.open(orgId, hash);
      if (!artifact) return reply.code(404).send({ error: 'not_found' });
      return (
        reply
          .header('content-type', artifact.contentType)
          // An HTML report shows text that came from the site under test: it may style itself and
          // show this server's images, never run a script.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-length', artifact.size)
          .send(artifact.body)
      );
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { ToolError } from '../errors.js';
import { errorAnswer } from '../gateway/envelope.js';
import type { Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import { isArtifactHash } from '../store/artifacts.js';
import { apiKeyOf } from './credentials.js';
import { send } from './invoke-route.js';

function refuse(reply: FastifyReply, code: 'not_found' | 'unauthorized', message: string) {
  return send(reply, errorAnswer('', new ToolError(code, message)));
}

/** Artifacts are served to a key of their org, or to anyone holding an unexpired signed link. */
export function artifactRoute(app: FastifyInstance, gateway: Gateway, services: Services): void {
  app.get<{ Params: { hash: string }; Querystring: Record<string, string> }>(
    '/api/artifacts/:hash',
    async (request, reply) => {
      const { hash } = request.params;
      if (!isArtifactHash(hash))
        return refuse(
          reply,
          'not_found',
          'no such artifact: an artifact is named by the SHA-256 of its bytes',
        );
      let orgId = services.artifacts.verify(hash, request.query);
      if (!orgId && apiKeyOf(request)) {
        orgId = await gateway
          .authenticate(apiKeyOf(request))
          .then((c) => c.org.id)
          .catch(() => null);
      }
      if (!orgId)
        return refuse(
          reply,
          'unauthorized',
          'send an API key of its org (X-API-Key) or use a signed link; signed links expire after an hour, and the tool that gave it gives a fresh one',
        );
      const artifact = await services.artifacts.open(orgId, hash);
      if (!artifact) return refuse(reply, 'not_found', `no artifact ${hash} in this org`);
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

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isArtifactHash } from '../../store/artifacts.js';
import type { UiContext } from './context.js';
import { signedIn } from './session.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The UI's own files (CSS, scripts), and htmx from its package: nothing comes from a CDN. */
const ASSETS = path.resolve(here, '../../../ui-assets');
const HTMX = fileURLToPath(import.meta.resolve('htmx.org/dist/htmx.min.js'));
const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** The UI's own files, and thumbnails of stored images for the session's org. */
export function assetRoutes(app: FastifyInstance, { services }: UiContext): void {
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

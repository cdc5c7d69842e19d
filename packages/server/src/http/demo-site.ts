import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { applyDemoChange, type DemoChanges } from '../services/demo-changes.js';

export const DEMO_PATH = '/demo';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo-site');

/** A small shop site served by the server itself, so a fresh install has something real to check. */
export function demoSiteRoute(app: FastifyInstance, changes: DemoChanges): void {
  // Read once: the page set is fixed, and a request can only name a page that is in it.
  const pages = new Map<string, Buffer>();
  for (const file of fs.existsSync(SITE_DIR) ? fs.readdirSync(SITE_DIR) : []) {
    if (file.endsWith('.html')) pages.set(file, fs.readFileSync(path.join(SITE_DIR, file)));
  }
  app.get(`${DEMO_PATH}/*`, async (request, reply) => {
    const name = ((request.params as { '*': string })['*'] || 'index').replace(/\.html$/, '');
    const page = pages.get(`${name}.html`);
    if (!page) return reply.code(404).type('text/html').send('<h1>Not found</h1>');
    const body = changes.changed().includes(name) ? applyDemoChange(page.toString('utf8')) : page;
    return reply.type('text/html; charset=utf-8').send(body);
  });
  app.get(DEMO_PATH, async (_request, reply) => reply.redirect(`${DEMO_PATH}/`));
}

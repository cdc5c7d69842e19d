// A VisualQ server in this process for the benches: embedded SQLite in a temporary folder, no
// rate limit, one org on the business plan whose project points at `site`, and its invoke door.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVisualQ } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';

export async function benchServer(site, name, overrides = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-'));
  const vq = await startVisualQ(
    loadConfig(
      { ...process.env, VISUALQ_DATA_DIR: dataDir, DATABASE_URL: '' },
      { logLevel: 'silent', rateLimit: { perMinute: 0, burst: 1 }, ...overrides },
    ),
    { logger: false },
  );
  const org = await vq.services.orgs.create({ name, plan: 'business' });
  const { project } = await vq.services.projects.create(org.id, { name: 'Bench', baseUrl: site });
  const key = (await vq.services.keys.create({ orgId: org.id, kind: 'org', projectId: project.id })).key;
  const invoke = async (tool, args) =>
    (
      await vq.app.inject({
        method: 'POST',
        url: '/api/mcp/v1/invoke',
        headers: { 'x-api-key': key },
        payload: { tool, args },
      })
    ).json();
  return {
    vq,
    org,
    project,
    key,
    invoke,
    async close() {
      await vq.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

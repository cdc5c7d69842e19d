import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthService } from '../services/health.js';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

describe("check_setup_health never tells a key the server's paths", () => {
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant({ plan: 'free' });
  });
  afterAll(() => h.close());

  it('says the browser is found and the data directory writable, without their paths', async () => {
    const { status, body } = await h.invoke('check_setup_health', {}, t.readKey);
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.data.checks.map((c: any) => [c.name, c]));
    expect(byName.browser).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^Chromium \d+.* found$/),
    });
    expect(byName.artifacts).toEqual({
      name: 'artifacts',
      status: 'ok',
      detail: 'data directory is writable',
    });
    const answer = JSON.stringify(body);
    expect(answer).not.toContain(h.dataDir);
    expect(answer).not.toContain(h.config.chromiumPath);
  });

  it('names the setting to change when Chromium is missing or the data directory cannot hold files', async () => {
    const file = path.join(h.dataDir, 'a-file');
    fs.writeFileSync(file, '');
    const config = { ...h.config, dataDir: path.join(file, 'data'), chromiumPath: '/opt/nowhere/chromium' };
    const health = new HealthService(h.vq.store, h.vq.services.jobs, config, () => ({
      kind: 'embedded',
      workers: 0,
    }));
    const byName = Object.fromEntries((await health.platform()).map((c) => [c.name, c]));
    expect(byName.browser).toEqual({
      name: 'browser',
      status: 'warn',
      detail:
        'Chromium not found: install it (apt-get install -y chromium) or set VISUALQ_CHROMIUM_PATH to its executable',
    });
    expect(byName.artifacts).toEqual({
      name: 'artifacts',
      status: 'fail',
      detail: 'data directory is not writable (ENOTDIR): check VISUALQ_DATA_DIR',
    });
  });
});

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

  it('says each browser engine is found with its version, and the data directory writable, without their paths', async () => {
    const { status, body } = await h.invoke('check_setup_health', {}, t.readKey);
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.data.checks.map((c: any) => [c.name, c]));
    expect(byName.browser).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^Chromium \d+.* found; Mozilla Firefox \d+.* found$/),
      engines: [
        { engine: 'chromium', found: true, version: expect.stringMatching(/^Chromium \d+\./) },
        { engine: 'firefox', found: true, version: expect.stringMatching(/^Mozilla Firefox \d+\./) },
      ],
    });
    expect(byName.artifacts).toEqual({
      name: 'artifacts',
      status: 'ok',
      detail: 'data directory is writable',
    });
    const answer = JSON.stringify(body);
    expect(answer).not.toContain(h.dataDir);
    expect(answer).not.toContain(h.config.chromiumPath);
    expect(answer).not.toContain(h.config.firefoxPath);
  });

  it('names the install line and setting when an engine is missing, or the data directory cannot hold files', async () => {
    const file = path.join(h.dataDir, 'a-file');
    fs.writeFileSync(file, '');
    const config = {
      ...h.config,
      dataDir: path.join(file, 'data'),
      chromiumPath: '/opt/nowhere/chromium',
      firefoxPath: '/opt/nowhere/firefox-esr',
    };
    const health = new HealthService(h.vq.store, h.vq.services.jobs, config, () => ({
      kind: 'embedded',
      workers: 0,
    }));
    const byName = Object.fromEntries((await health.platform()).map((c) => [c.name, c]));
    expect(byName.browser).toMatchObject({
      name: 'browser',
      status: 'warn',
      detail:
        'Chromium not found: install it (apt-get install -y chromium) or set VISUALQ_CHROMIUM_PATH to its executable; Firefox not found: install it (apt-get install -y firefox-esr) or set VISUALQ_FIREFOX_PATH to its executable',
    });
    expect(JSON.stringify(byName.browser)).not.toContain('/opt/nowhere');
    // Firefox alone missing is said, but the default engine is there: no warning.
    const noFirefox = new HealthService(
      h.vq.store,
      h.vq.services.jobs,
      { ...h.config, firefoxPath: '/opt/nowhere/firefox-esr' },
      () => ({ kind: 'embedded', workers: 0 }),
    );
    const browser = (await noFirefox.platform()).find((c) => c.name === 'browser');
    expect(browser?.status).toBe('ok');
    expect(browser?.detail).toMatch(
      /^Chromium .* found; Firefox not found: install it \(apt-get install -y firefox-esr\)/,
    );
    expect(byName.artifacts).toEqual({
      name: 'artifacts',
      status: 'fail',
      detail: 'data directory is not writable (ENOTDIR): check VISUALQ_DATA_DIR',
    });
  });
});

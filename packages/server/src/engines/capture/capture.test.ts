import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from '../../test-support/site.js';
import { BrowserPool } from './browser-pool.js';
import { browserDescendants } from './browser-priority.js';
import { capturePage } from './capture.js';

const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';

// One screenshot is enough for a page that was still before it was shot; otherwise (an animation
// running, a canvas) shots are taken until two agree.
describe('capturing a page once when it is still', () => {
  let site: TestSite;
  let pool: BrowserPool;
  beforeAll(async () => {
    site = await startSite({
      '/still': '<!doctype html><body style="margin:0"><h1>Still</h1></body>',
      // A script animation (the freeze CSS cannot pause it) whose frames all look the same.
      '/animated': `<!doctype html><body style="margin:0"><h1 id="t">Moving</h1>
        <script>document.getElementById('t').animate([{ opacity: 1 }, { opacity: 1 }], { duration: 600000 });</script></body>`,
      '/canvas': '<!doctype html><body style="margin:0"><canvas width="50" height="50"></canvas></body>',
    });
    pool = new BrowserPool(CHROMIUM, 1);
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
  });

  const capture = (path: string) =>
    capturePage(pool, {
      url: `${site.url}${path}`,
      width: 400,
      height: 300,
      fullPage: true,
      policy: async () => ({ allow: true }),
    });

  it('a still page is one shot', async () => {
    const still = await capture('/still');
    expect(still).toMatchObject({ stable: true, shots: 1, width: 400, height: 300 });
  });

  it('a page with a running animation is never taken on trust: it is shot until two shots agree', async () => {
    const animated = await capture('/animated');
    expect(animated).toMatchObject({ stable: true, shots: 2 });
  });

  it('what paints outside the DOM (a canvas) is never taken on trust', async () => {
    const canvas = await capture('/canvas');
    expect(canvas).toMatchObject({ stable: true, shots: 2 });
  });

  // Chromium raises some of its own threads (its compositor to nice -8): every one of them must
  // still yield to the server, or a VRT run slows every API call down.
  it.runIf(process.platform === 'linux')('every browser thread runs below the server', async () => {
    await capture('/still');
    const browsers = browserDescendants();
    expect(browsers.length).toBeGreaterThan(1);
    const groups = fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
    for (const pid of browsers) {
      if (groups) {
        expect(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 10$/m);
        continue;
      }
      for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        expect(os.getPriority(Number(task))).toBeGreaterThanOrEqual(10);
      }
    }
  });
});

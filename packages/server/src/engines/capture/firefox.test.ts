import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from '../../test-support/site.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { BrowserPool } from './browser-pool.js';
import { browserDescendants } from './browser-priority.js';
import { capturePage } from './capture.js';

const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.VISUALQ_FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A loopback server that counts every TCP connection made to it: a refusal is a count of zero. */
async function startForbidden() {
  let connections = 0;
  const server = http.createServer((_req, res) => res.end('reached'));
  server.on('connection', () => connections++);
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The colour of one pixel of a PNG, as [r, g, b]. */
function pixel(png: Buffer, x: number, y: number): number[] {
  const image = PNG.sync.read(png);
  const i = (y * image.width + x) * 4;
  return [...image.data.subarray(i, i + 3)];
}

describe('Firefox ESR as a capture engine', { timeout: 120_000 }, () => {
  let site: TestSite;
  let forbidden: Awaited<ReturnType<typeof startForbidden>>;
  let pool: BrowserPool;
  /** Every host:port the pages asked to reach, as the proxy put it to the policy. */
  const asked: string[] = [];
  let policy: ConnectPolicy;

  beforeAll(async () => {
    forbidden = await startForbidden();
    const other = `127.0.0.1:${forbidden.port}`;
    site = await startSite({
      '/still': '<!doctype html><body style="margin:0"><h1>Still</h1></body>',
      // Everything that could stop a capture from being the same twice, frozen or hidden.
      '/motion': `<!doctype html><html><head><style>
        body { margin: 0; font: 16px sans-serif; }
        #spin { width: 40px; height: 40px; background: rgb(255, 0, 0); animation: turn 2s infinite linear; }
        @keyframes turn { from { transform: translateX(0); } to { transform: translateX(300px); } }
        #fade { width: 40px; height: 40px; background: rgb(0, 0, 255); transition: opacity 5s; }
        #box { width: 200px; height: 60px; overflow: scroll; }
        #motion-pref { width: 40px; height: 40px; background: rgb(128, 128, 128); }
        @media (prefers-reduced-motion: reduce) { #motion-pref { background: rgb(0, 128, 0); } }
      </style></head><body>
        <div id="spin"></div><div id="fade"></div><div id="motion-pref"></div>
        <div id="box">${'line<br>'.repeat(20)}</div>
        <input id="field" autofocus value="typed">
        <p style="height: 1200px">tall</p>
        <script>requestAnimationFrame(() => { document.getElementById('fade').style.opacity = '0.2'; });</script>
      </body></html>`,
      '/leaky': `<!doctype html><body><h1>Leaky</h1>
        <img src="/away" width="10" height="10">
        <img src="http://localhost:${forbidden.port}/by-name.png" width="10" height="10">
        <script>
          fetch('http://${other}/fetch', { mode: 'no-cors' }).catch(() => {});
          navigator.sendBeacon('http://${other}/beacon', 'x');
          try { new WebSocket('ws://${other}/socket'); } catch {}
          try { new EventSource('http://${other}/stream'); } catch {}
        </script></body>`,
      // What an earlier visit left (cookie, web storage, IndexedDB) becomes the title; then it leaves all of them.
      '/remember': `<!doctype html><body><script>
        const found = [document.cookie || 'no cookie', localStorage.getItem('seen') || 'no local',
          sessionStorage.getItem('seen') || 'no session'];
        const open = indexedDB.open('visits');
        open.onupgradeneeded = () => { open.result.createObjectStore('v'); found.push('no database'); };
        open.onsuccess = () => {
          document.title = found.join(', ');
          document.cookie = 'seen=yes; path=/';
          localStorage.setItem('seen', 'yes');
          sessionStorage.setItem('seen', 'yes');
          open.result.close();
        };
      </script></body>`,
      '/away': { body: '', status: 302, headers: { location: `http://${other}/pixel.png` } },
    });
    const sitePort = Number(new URL(site.url).port);
    policy = async (host, port) => {
      asked.push(`${host}:${port}`);
      return port === sitePort
        ? { allow: true, address: '127.0.0.1' }
        : { allow: false, reason: 'not a host of this project' };
    };
    pool = new BrowserPool({ chromium: CHROMIUM, firefox: FIREFOX }, 2, 10, 1_500);
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
    await forbidden.close();
  });

  const capture = (path: string, engine: 'chromium' | 'firefox' = 'firefox') =>
    capturePage(pool, { url: `${site.url}${path}`, width: 400, height: 300, fullPage: true, policy, engine });

  it('starts each engine on first use only, and closes it once idle', async () => {
    expect(pool.installed()).toEqual(['chromium', 'firefox']);
    await capture('/still', 'chromium');
    expect(pool.running('chromium')).toBe(true);
    expect(pool.running('firefox')).toBe(false);
    const still = await capture('/still');
    expect(still).toMatchObject({ stable: true, shots: 1, width: 400, height: 300 });
    expect(pool.running('firefox')).toBe(true);
    expect(await pool.version('firefox')).toMatch(/^\d+\.\d+/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(pool.running('firefox')).toBe(false);
    expect(pool.running('chromium')).toBe(false);
    // Asked again, it starts again.
    expect(await capture('/still')).toMatchObject({ stable: true });
  });

  it('freezes animations and transitions, hides the caret and scrollbars, and reduces motion', async () => {
    const first = await capture('/motion');
    const second = await capture('/motion');
    expect(first.stable).toBe(true);
    expect(second.png.equals(first.png)).toBe(true);
    // The animation sits at its start, the transition at its end, the reduced-motion rule applies.
    expect(pixel(first.png, 20, 20)).toEqual([255, 0, 0]);
    expect(pixel(first.png, 320, 20)).toEqual([255, 255, 255]);
    expect(pixel(first.png, 20, 100)).toEqual([0, 128, 0]);
    // The pool's pages run the capture's init script already (the captures above added it).
    const facts = await pool.withPage(
      { engine: 'firefox', width: 400, height: 300, policy },
      async ({ page, cdp }) => {
        await page.goto(`${site.url}/motion`);
        return {
          cdp,
          page: await page.evaluate(() => {
            const box = document.getElementById('box')!;
            const field = document.getElementById('field')!;
            return {
              boxScrollbar: box.offsetWidth - box.clientWidth,
              pageScrollbar: window.innerWidth - document.documentElement.clientWidth,
              caret: getComputedStyle(field).caretColor,
              dark: matchMedia('(prefers-color-scheme: dark)').matches,
              timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              language: navigator.language,
            };
          }),
        };
      },
    );
    expect(facts.cdp).toBeNull();
    expect(facts.page).toEqual({
      boxScrollbar: 0,
      pageScrollbar: 0,
      caret: 'rgba(0, 0, 0, 0)',
      dark: false,
      timezone: 'UTC',
      language: 'en-US',
    });
  });

  it('sends every connection through the policy: loopback, redirects, beacons, WebSockets and streams to another port are refused', async () => {
    asked.length = 0;
    const leaky = await capture('/leaky');
    expect(leaky.stable).toBe(true);
    expect(forbidden.connections()).toBe(0);
    // Loopback is not sent direct: the page's own address was put to the policy too.
    expect(asked).toContain(`127.0.0.1:${new URL(site.url).port}`);
    expect(asked).toContain(`localhost:${forbidden.port}`);
    expect(leaky.blockedRequests.length).toBeGreaterThanOrEqual(4);
    expect(leaky.blockedRequests.every((b) => b.includes(`:${forbidden.port}: not a host`))).toBe(true);
  });

  it('lends the same warm page again, with nothing left of what the last lease stored', async () => {
    const warm = new BrowserPool({ firefox: FIREFOX }, 1, 10, 60_000);
    try {
      const lease = () =>
        warm.withPage({ engine: 'firefox', width: 400, height: 300, policy }, async ({ page }) => {
          await page.goto(`${site.url}/remember`);
          await page.waitForFunction(() => document.title !== '');
          return { page, found: await page.title() };
        });
      const first = await lease();
      expect(first.found).toBe('no cookie, no local, no session, no database');
      const second = await lease();
      // A reused page, not a new window (Firefox keeps memory of every window it closes).
      expect(second.page).toBe(first.page);
      expect(second.found).toBe('no cookie, no local, no session, no database');
    } finally {
      await warm.close();
    }
  });

  it('replaces a Firefox that opened its share of windows, and closes the old one with its last page', async () => {
    const recycling = new BrowserPool({ firefox: FIREFOX }, 2, 10, 60_000, { firefox: 2 });
    try {
      const lease = () =>
        recycling.withContext({ engine: 'firefox', width: 400, height: 300, policy }, async (context) => {
          const page = await context.newPage();
          await page.goto(`${site.url}/still`);
          return context.browser()!;
        });
      const first = await lease();
      expect(await lease()).toBe(first);
      const third = await lease();
      expect(third).not.toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(first.isConnected()).toBe(false);
      expect(third.isConnected()).toBe(true);
    } finally {
      await recycling.close();
    }
  });

  it.runIf(process.platform === 'linux')('every Firefox process runs below the server', async () => {
    await capture('/still');
    const firefox = browserDescendants().filter((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('firefox'),
    );
    expect(firefox.length).toBeGreaterThan(1);
    const groups = fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
    for (const pid of firefox) {
      if (groups) expect(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 10$/m);
    }
  });
});

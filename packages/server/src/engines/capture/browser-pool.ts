import os from 'node:os';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { type ConnectPolicy, ProxyChannel } from '../network/filtering-proxy.js';
import { lowerBrowserPriority } from './browser-priority.js';
import { EngineBrowser } from './engine-browser.js';
import { DEFAULT_ENGINE, ENGINES, type Engine, executableHere } from './engines.js';

import { withWindowFocus } from './window-focus.js';

export { CHROMIUM_FLAGS } from './launch.js';

export interface ContextOptions {
  width: number;
  height: number;
  /** Decides every connection the browser makes for this work (see ProxyChannel). */
  policy: ConnectPolicy;
  /** Default chromium. */
  engine?: Engine;
}

const CONTEXT_SETTINGS = {
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'en-US',
  timezoneId: 'UTC',
  serviceWorkers: 'block',
} as const;

/** A warm page is replaced after this many captures, so nothing a site leaks can pile up. */
const MAX_USES_PER_PAGE = 50;

/** How long an engine's browser stays up with nothing to do. */
export const DEFAULT_IDLE_MS = 5 * 60_000;

/** Where each engine's executable is; a plain string is Chromium's. */
export type EnginePaths = string | Partial<Record<Engine, string>>;

export interface PageLease {
  page: Page;
  engine: Engine;
  /** Chromium's DevTools session on the page; null in other engines. */
  cdp: CDPSession | null;
  /** The context's way out: what it reached and what it was refused during this lease. */
  channel: ProxyChannel;
}

interface Slot extends PageLease {
  context: BrowserContext;
  uses: number;
  width: number;
  height: number;
  /** How many of the pool's init scripts the context has. */
  scripts: number;
  /** The http(s) origins whose documents the page loaded during this lease (engines without CDP). */
  documents: Set<string>;
}

/**
 * Where a page without CDP goes, on each origin its lease loaded a document of, to clear that
 * origin's storage: a blank document answered by the browser's own request interception, so
 * nothing reaches the site.
 */
const RESET_PATH = '/.visualq-reset';
const RESET_DOCUMENT = '<!doctype html><title>reset</title>';
/** Clears the storage of the document's origin: web storage, IndexedDB and Cache Storage. */
const CLEAR_ORIGIN_STORAGE = async () => {
  localStorage.clear();
  sessionStorage.clear();
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise((done) => {
          if (!name) return done(null);
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => done(null);
        }),
    ),
  );
  if (globalThis.caches) for (const key of await caches.keys()) await caches.delete(key);
};

/**
 * What an engine needs that Playwright's context options do not give it. Firefox: scrollbars take
 * no room (Chromium's --hide-scrollbars), inner scrolling boxes included.
 */
const ENGINE_INIT_SCRIPTS: Partial<Record<Engine, string>> = {
  firefox: `(() => {
  const add = () => {
    const style = document.createElement('style');
    style.setAttribute('data-visualq', 'scrollbars');
    style.textContent = '* { scrollbar-width: none !important; }';
    (document.head ?? document.documentElement).appendChild(style);
  };
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
})();`,
};

/**
 * Headless browsers, one per engine (Chromium, Firefox), each launched on first use and closed
 * when idle, and at most `size` pages at work at once whatever their engine. A browser is
 * relaunched if it dies.
 *
 * `withPage` lends a page, one browser context each: a warm page reset between leases (windows it
 * opened closed, cookies and every kind of storage of the origins it reached cleared, the HTTP
 * cache off). A new context costs Chromium a renderer process, measured at about 0.36 s of CPU
 * here, more than the rest of a capture; Firefox keeps about 10 MB of every window it closes.
 * Chromium stops the page's scripts and clears storage over CDP. WebDriver BiDi has no per-origin
 * storage clearing, so a Firefox page loads a blank document on each origin it loaded a document
 * of, answered by request interception, and clears that origin's storage from there.
 * Every context reaches the network only through a filtering proxy channel of its own, which
 * holds each connection to the lease's policy; a page that failed is thrown away, never reused.
 * `withContext` gives a fresh context for work that needs a clean browser profile.
 */
export class BrowserPool {
  private readonly engines = new Map<Engine, EngineBrowser>();
  private readonly paths: Partial<Record<Engine, string>>;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idle: Slot[] = [];
  private readonly initScripts: string[] = [];

  constructor(
    executables: EnginePaths,
    readonly size = Math.max(2, os.availableParallelism?.() ?? os.cpus().length),
    /** How much lower than the server the browser's processes run (Unix nice), 0 to leave them be. */
    private readonly nice = 10,
    /** How long an engine's browser may sit unused before it is closed. */
    private readonly idleMs = DEFAULT_IDLE_MS,
    /** Contexts an engine's browser opens before a fresh one replaces it (see RECYCLE_AFTER). */
    private readonly recycleAfter: Partial<Record<Engine, number>> = {},
  ) {
    this.paths = typeof executables === 'string' ? { chromium: executables } : executables;
  }

  /** The engines whose executable is on this machine. */
  installed(): Engine[] {
    return ENGINES.filter((engine) => executableHere(this.paths[engine]));
  }

  /** Whether an engine's browser is up now (it starts on first use and stops when idle). */
  running(engine: Engine): boolean {
    return this.engines.get(engine)?.running ?? false;
  }

  /** A script every pooled page runs before any of the page's own (for example, freezing motion). */
  addInitScript(script: string): void {
    if (this.initScripts.includes(script)) return;
    this.initScripts.push(script);
    for (const slot of this.idle.splice(0)) void slot.context.close().catch(() => {});
  }

  private browserOf(engine: Engine): EngineBrowser {
    let found = this.engines.get(engine);
    if (!found) {
      const path = this.paths[engine];
      if (!path) throw new Error(`no executable is set for ${engine}`);
      found = new EngineBrowser(
        engine,
        path,
        this.nice,
        this.idleMs,
        () => this.dropIdle(engine),
        this.recycleAfter[engine],
      );
      this.engines.set(engine, found);
    }
    return found;
  }

  /** The warm pages of an engine whose browser went away or was retired: closed, never lent again. */
  private dropIdle(engine: Engine): void {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      if (this.idle[i].engine !== engine) continue;
      const [slot] = this.idle.splice(i, 1);
      void slot.context.close().catch(() => {});
    }
  }

  /** The version of an engine's browser, starting it if need be. */
  async version(engine: Engine = DEFAULT_ENGINE): Promise<string> {
    return (await this.browserOf(engine).get()).version();
  }

  private async acquire(engine: EngineBrowser): Promise<void> {
    engine.hold();
    if (this.active < this.size) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(engine: EngineBrowser): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
    engine.letGo();
  }

  /** A context whose every connection (loopback included) goes through `channel`. */
  private async newContext(
    engine: EngineBrowser,
    options: Omit<ContextOptions, 'policy'>,
    channel: ProxyChannel,
  ) {
    const browser = await engine.get();
    const context = await browser.newContext({
      ...CONTEXT_SETTINGS,
      viewport: { width: options.width, height: options.height },
      proxy: { server: channel.url },
    });
    context.once('close', () => void channel.close());
    await engine.track(context);
    const extra = ENGINE_INIT_SCRIPTS[engine.engine];
    if (extra) await context.addInitScript(extra);
    // Where the browser's priority could not be lowered once for good, lower it again whenever a
    // page opens (a new renderer), in pooled capture pages and journeys alike.
    if (!engine.priorityLasts) context.on('page', () => lowerBrowserPriority(this.nice));
    return context;
  }

  private async openSlot(engine: EngineBrowser, options: ContextOptions): Promise<Slot> {
    const channel = await ProxyChannel.open();
    let context: BrowserContext | undefined;
    try {
      context = await this.newContext(engine, options, channel);
      for (const script of this.initScripts) await context.addInitScript(script);
      const opening = context;
      const page = await withWindowFocus(engine.engine === 'chromium' ? null : opening.browser(), () =>
        opening.newPage(),
      );
      const documents = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (/^https?:/.test(frame.url())) documents.add(new URL(frame.url()).origin);
      });
      let cdp: CDPSession | null = null;
      if (engine.engine === 'chromium') {
        cdp = await context.newCDPSession(page);
        // Each capture is a fresh load: nothing is served from what an earlier lease fetched.
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      }
      const { width, height } = options;
      return {
        context,
        page,
        engine: engine.engine,
        cdp,
        channel,
        uses: 0,
        width,
        height,
        scripts: this.initScripts.length,
        documents,
      };
    } catch (error) {
      if (context) await context.close().catch(() => {});
      else await channel.close();
      throw error;
    }
  }

  /**
   * Between leases the page's scripts are switched off (so it cannot write anything more), windows
   * it opened are closed, and cookies and the storage of every origin it reached are cleared. The
   * next lease navigates away; loading about:blank here instead would cost a document and a paint.
   * False when the slot cannot be reset (it is then closed instead).
   */
  private async reset(slot: Slot): Promise<boolean> {
    const cdp = slot.cdp;
    await cdp?.send('Emulation.setScriptExecutionDisabled', { value: true });
    for (const popup of slot.context.pages()) if (popup !== slot.page) await popup.close();
    await slot.context.clearCookies();
    if (cdp) {
      for (const origin of slot.channel.origins)
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } else await this.clearFromEachOrigin(slot);
    slot.documents.clear();
    slot.channel.use(null);
    return true;
  }

  /** See RESET_PATH: the page leaves the site, then clears each origin's storage from within. */
  private async clearFromEachOrigin(slot: Slot): Promise<void> {
    const origins = [...slot.documents];
    slot.channel.use(null);
    const blank = (url: URL) => url.pathname === RESET_PATH;
    await slot.context.route(blank, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: RESET_DOCUMENT }),
    );
    try {
      for (const origin of origins) {
        await slot.page.goto(`${origin}${RESET_PATH}`, { waitUntil: 'load', timeout: 10_000 });
        await slot.page.evaluate(CLEAR_ORIGIN_STORAGE);
      }
    } finally {
      await slot.context.unroute(blank);
    }
  }

  /** A warm page of the engine, one already at the wanted size if there is one (a resize lays out and paints again). */
  private idleSlot({ width, height }: ContextOptions, engine: Engine): Slot | undefined {
    let found = this.idle.findIndex((s) => s.engine === engine && s.width === width && s.height === height);
    for (let i = this.idle.length - 1; found < 0 && i >= 0; i--)
      if (this.idle[i].engine === engine) found = i;
    return found >= 0 ? this.idle.splice(found, 1)[0] : undefined;
  }

  async withPage<T>(options: ContextOptions, fn: (lease: PageLease) => Promise<T>): Promise<T> {
    const engine = this.browserOf(options.engine ?? DEFAULT_ENGINE);
    await this.acquire(engine);
    let slot: Slot | undefined;
    let healthy = false;
    try {
      slot = this.idleSlot(options, engine.engine) ?? (await this.openSlot(engine, options));
      if (slot.uses++ > 0) await slot.cdp?.send('Emulation.setScriptExecutionDisabled', { value: false });
      slot.channel.use(options.policy);
      if (slot.width !== options.width || slot.height !== options.height) {
        await slot.page.setViewportSize({ width: options.width, height: options.height });
        slot.width = options.width;
        slot.height = options.height;
      }
      const result = await fn(slot);
      healthy = true;
      return result;
    } finally {
      if (slot) {
        const reusable =
          healthy &&
          slot.uses < MAX_USES_PER_PAGE &&
          slot.scripts === this.initScripts.length &&
          !slot.page.isClosed() &&
          (await this.reset(slot).catch(() => false));
        if (reusable && engine.running) this.idle.push(slot);
        else await slot.context.close().catch(() => {});
      }
      this.release(engine);
    }
  }

  async withContext<T>(
    options: ContextOptions,
    fn: (context: BrowserContext, channel: ProxyChannel) => Promise<T>,
  ): Promise<T> {
    const engine = this.browserOf(options.engine ?? DEFAULT_ENGINE);
    await this.acquire(engine);
    let channel: ProxyChannel | undefined;
    let context: BrowserContext | undefined;
    try {
      channel = await ProxyChannel.open();
      channel.use(options.policy);
      context = await this.newContext(engine, options, channel);
      return await fn(context, channel);
    } finally {
      // The answer does not wait for the browser to tear the context down; its slot does.
      const closing = context ? context.close() : (channel?.close() ?? Promise.resolve());
      void closing.catch(() => {}).finally(() => this.release(engine));
    }
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    await Promise.all([...this.engines.values()].map((engine) => engine.close()));
  }
}

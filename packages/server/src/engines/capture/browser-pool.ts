import os from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { type ConnectPolicy, ProxyChannel } from '../network/filtering-proxy.js';
import { lowerBrowserPriority } from './browser-priority.js';

/** Headless flags for this machine's Chromium (closed network: no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--hide-scrollbars',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  // WebRTC must not open UDP paths around the proxy every connection goes through.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export interface ContextOptions {
  width: number;
  height: number;
  /** Decides every connection the browser makes for this work (see ProxyChannel). */
  policy: ConnectPolicy;
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

export interface PageLease {
  page: Page;
  cdp: CDPSession;
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
}

/**
 * One headless Chromium and at most `size` pages at work at once. The browser is relaunched if it
 * dies.
 *
 * `withPage` lends a warm page, one browser context each, reset between leases (scripts stopped,
 * windows it opened closed, cookies and every kind of storage of the origins it reached cleared, the
 * HTTP cache off). Every context reaches the network only through a filtering proxy channel of its
 * own, which holds each connection to the lease's policy. A new context costs a renderer process,
 * measured at about 0.36 s of CPU here, more than the rest of a capture; a page that failed is
 * thrown away, never reused.
 * `withContext` gives a fresh context for work that needs a clean browser profile.
 */
export class BrowserPool {
  private browser?: Promise<Browser>;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idle: Slot[] = [];
  private readonly initScripts: string[] = [];
  private priorityLasts = false;

  constructor(
    private readonly executablePath: string,
    readonly size = Math.max(2, os.availableParallelism?.() ?? os.cpus().length),
    /** How much lower than the server the browser's processes run (Unix nice), 0 to leave them be. */
    private readonly nice = 10,
  ) {}

  /** A script every pooled page runs before any of the page's own (for example, freezing motion). */
  addInitScript(script: string): void {
    if (this.initScripts.includes(script)) return;
    this.initScripts.push(script);
    for (const slot of this.idle.splice(0)) void slot.context.close().catch(() => {});
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // Loaded on the first launch: CLI commands that never open a browser start faster.
      this.browser = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({ executablePath: this.executablePath, headless: true, args: CHROMIUM_FLAGS }),
        )
        .then((browser) => {
          this.priorityLasts = lowerBrowserPriority(this.nice);
          browser.on('disconnected', () => {
            this.browser = undefined;
            this.idle.length = 0;
          });
          return browser;
        })
        .catch((error) => {
          this.browser = undefined;
          throw new Error(
            `cannot start Chromium at ${this.executablePath}: ${(error as Error).message.split('\n')[0]}`,
          );
        });
    }
    return this.browser;
  }

  /** The version of the Chromium that captures run in, starting it if need be. */
  async version(): Promise<string> {
    return (await this.launch()).version();
  }

  private async acquire(): Promise<void> {
    if (this.active < this.size) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** A context whose every connection (loopback included) goes through `channel`. */
  private async newContext(options: Omit<ContextOptions, 'policy'>, channel: ProxyChannel) {
    const browser = await this.launch();
    const context = await browser.newContext({
      ...CONTEXT_SETTINGS,
      viewport: { width: options.width, height: options.height },
      proxy: { server: channel.url },
    });
    context.once('close', () => void channel.close());
    // Where the browser's priority could not be lowered once for good, lower it again whenever a
    // page opens (a new renderer), in pooled capture pages and journeys alike.
    if (!this.priorityLasts) context.on('page', () => lowerBrowserPriority(this.nice));
    return context;
  }

  private async openSlot(options: ContextOptions): Promise<Slot> {
    const channel = await ProxyChannel.open();
    let context: BrowserContext | undefined;
    try {
      context = await this.newContext(options, channel);
      for (const script of this.initScripts) await context.addInitScript(script);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Each capture is a fresh load: nothing is served from what an earlier lease fetched.
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const { width, height } = options;
      return { context, page, cdp, channel, uses: 0, width, height, scripts: this.initScripts.length };
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
   */
  private async reset(slot: Slot): Promise<void> {
    await slot.cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    for (const popup of slot.context.pages()) if (popup !== slot.page) await popup.close();
    await slot.context.clearCookies();
    for (const origin of slot.channel.origins)
      await slot.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    slot.channel.use(null);
  }

  /** A warm page, one already at the wanted size if there is one (a resize lays out and paints again). */
  private idleSlot({ width, height }: ContextOptions): Slot | undefined {
    const same = this.idle.findIndex((s) => s.width === width && s.height === height);
    return same >= 0 ? this.idle.splice(same, 1)[0] : this.idle.pop();
  }

  async withPage<T>(options: ContextOptions, fn: (lease: PageLease) => Promise<T>): Promise<T> {
    await this.acquire();
    let slot: Slot | undefined;
    let healthy = false;
    try {
      slot = this.idleSlot(options) ?? (await this.openSlot(options));
      if (slot.uses++ > 0) await slot.cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
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
          (await this.reset(slot).then(
            () => true,
            () => false,
          ));
        if (reusable && this.browser) this.idle.push(slot);
        else await slot.context.close().catch(() => {});
      }
      this.release();
    }
  }

  async withContext<T>(
    options: ContextOptions,
    fn: (context: BrowserContext, channel: ProxyChannel) => Promise<T>,
  ): Promise<T> {
    await this.acquire();
    const channel = await ProxyChannel.open();
    channel.use(options.policy);
    let context: BrowserContext | undefined;
    try {
      context = await this.newContext(options, channel);
      return await fn(context, channel);
    } finally {
      // The answer does not wait for the browser to tear the context down; its slot does.
      const closing = context ? context.close() : channel.close();
      void closing.catch(() => {}).finally(() => this.release());
    }
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => {});
  }
}

import type { Browser, BrowserContext } from 'playwright-core';
import { ProxyChannel } from '../network/filtering-proxy.js';
import { lowerBrowserPriority } from './browser-priority.js';
import type { Engine } from './engines.js';
import { launchEngine } from './launch.js';

const ENGINE_NAMES: Record<Engine, string> = { chromium: 'Chromium', firefox: 'Firefox' };

interface Running {
  browser: Browser;
  /** Refuses whatever the browser fetches outside a context (see firefoxPrefs). */
  fallback: ProxyChannel;
  /** Contexts opened in it so far, and those still open. */
  opened: number;
  open: number;
}

/**
 * Contexts an engine's browser opens before a fresh one takes over for the next: Firefox keeps
 * some memory of every window it closed (about 5 MB each here, its main process grew by 800 MB
 * over 120 captures), so it is started again now and then. Chromium's warm pages are reused.
 */
export const RECYCLE_AFTER: Record<Engine, number> = { chromium: Number.POSITIVE_INFINITY, firefox: 60 };

/**
 * One engine's headless browser: started on first use, started again if it dies, and closed once
 * nothing has used it for `idleMs` (a server that captured in Firefox once does not keep it).
 */
export class EngineBrowser {
  private current?: Promise<Running>;
  /** Browsers that opened their share of contexts: each closes with its last one. */
  private readonly retired = new Set<Running>();
  private leases = 0;
  private idleTimer?: NodeJS.Timeout;
  /** False where the browser's priority could not be lowered for good: lower it per new page. */
  priorityLasts = false;

  constructor(
    readonly engine: Engine,
    private readonly executablePath: string,
    private readonly nice: number,
    private readonly idleMs: number,
    /** Called when the browser goes away (closed when idle, died or retired): its pages are gone. */
    private readonly onGone: () => void,
    private readonly recycleAfter = RECYCLE_AFTER[engine],
  ) {}

  get running(): boolean {
    return this.current !== undefined;
  }

  async get(): Promise<Browser> {
    if (!this.current) {
      const launching = this.drained().then(() => this.start());
      this.current = launching;
      launching.then(
        () => this.idleLater(),
        () => {
          if (this.current === launching) this.current = undefined;
        },
      );
    }
    return (await this.current).browser;
  }

  /**
   * Waits (10 s at most) for retired browsers to close before another starts, so that two are
   * never up at once for long: their memory would add up.
   */
  private async drained(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.retired.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  }

  private async start(): Promise<Running> {
    const fallback = await ProxyChannel.open();
    try {
      const browser = await launchEngine(this.engine, this.executablePath, fallback.port);
      this.priorityLasts = lowerBrowserPriority(this.nice);
      const running: Running = { browser, fallback, opened: 0, open: 0 };
      browser.on('disconnected', () => {
        void fallback.close();
        void this.current?.then((now) => {
          if (now !== running) return;
          this.current = undefined;
          this.onGone();
        });
      });
      return running;
    } catch (error) {
      await fallback.close();
      throw new Error(
        `cannot start ${ENGINE_NAMES[this.engine]}: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }

  /**
   * A context was opened in one of this engine's browsers. Once a browser has opened its share it
   * is retired: the next context starts a fresh browser, and it closes with its last context.
   */
  async track(context: BrowserContext): Promise<void> {
    const current = await this.current?.catch(() => undefined);
    const running =
      current?.browser === context.browser()
        ? current
        : [...this.retired].find((r) => r.browser === context.browser());
    if (!running) return;
    running.opened++;
    running.open++;
    context.once('close', () => {
      running.open--;
      if (this.retired.has(running) && running.open === 0) {
        this.retired.delete(running);
        void running.browser.close().catch(() => {});
      }
    });
    if (running === current && running.opened >= this.recycleAfter) {
      this.retired.add(running);
      this.current = undefined;
      this.onGone();
    }
  }

  /** A lease begins: the browser stays up until it ends. */
  hold(): void {
    this.leases++;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  /** A lease ended. */
  letGo(): void {
    this.leases--;
    this.idleLater();
  }

  private idleLater(): void {
    if (this.leases > 0 || !this.current || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.leases === 0) void this.close();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const retired = [...this.retired];
    this.retired.clear();
    await Promise.all(retired.map((r) => r.browser.close().catch(() => {})));
    const pending = this.current;
    if (!pending) return;
    this.current = undefined;
    this.onGone();
    const running = await pending.catch(() => undefined);
    await running?.browser.close().catch(() => {});
    await running?.fallback.close();
  }
}

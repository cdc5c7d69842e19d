import type { Browser } from 'playwright-core';
import { ProxyChannel } from '../network/filtering-proxy.js';
import { lowerBrowserPriority } from './browser-priority.js';
import type { Engine } from './engines.js';
import { launchEngine } from './launch.js';

const ENGINE_NAMES: Record<Engine, string> = { chromium: 'Chromium', firefox: 'Firefox' };

interface Running {
  browser: Browser;
  /** Refuses whatever the browser fetches outside a context (see firefoxPrefs). */
  fallback: ProxyChannel;
}

/**
 * One engine's headless browser: started on first use, started again if it dies, and closed once
 * nothing has used it for `idleMs` (a server that captured in Firefox once does not keep it).
 */
export class EngineBrowser {
  private current?: Promise<Running>;
  private leases = 0;
  private idleTimer?: NodeJS.Timeout;
  /** False where the browser's priority could not be lowered for good: lower it per new page. */
  priorityLasts = false;

  constructor(
    readonly engine: Engine,
    private readonly executablePath: string,
    private readonly nice: number,
    private readonly idleMs: number,
    /** Called when the browser goes away (closed when idle, or died): its pages are gone. */
    private readonly onGone: () => void,
  ) {}

  get running(): boolean {
    return this.current !== undefined;
  }

  async get(): Promise<Browser> {
    if (!this.current) {
      const launching = this.start();
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

  private async start(): Promise<Running> {
    const fallback = await ProxyChannel.open();
    try {
      const browser = await launchEngine(this.engine, this.executablePath, fallback.port);
      this.priorityLasts = lowerBrowserPriority(this.nice);
      const running = { browser, fallback };
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
    const pending = this.current;
    if (!pending) return;
    this.current = undefined;
    this.onGone();
    const running = await pending.catch(() => undefined);
    await running?.browser.close().catch(() => {});
    await running?.fallback.close();
  }
}

import os from 'node:os';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

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
];

export interface ContextOptions {
  width: number;
  height: number;
}

/**
 * One headless Chromium, a fresh context per capture (no cookies or cache leak between pages),
 * and at most `size` captures at once. The browser is relaunched if it dies.
 */
export class BrowserPool {
  private browser?: Promise<Browser>;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly executablePath: string,
    readonly size = Math.max(2, os.availableParallelism?.() ?? os.cpus().length),
  ) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.browser = chromium
        .launch({ executablePath: this.executablePath, headless: true, args: CHROMIUM_FLAGS })
        .then((browser) => {
          browser.on('disconnected', () => {
            this.browser = undefined;
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

  async withContext<T>(options: ContextOptions, fn: (context: BrowserContext) => Promise<T>): Promise<T> {
    await this.acquire();
    let context: BrowserContext | undefined;
    try {
      const browser = await this.launch();
      context = await browser.newContext({
        viewport: { width: options.width, height: options.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
        serviceWorkers: 'block',
      });
      return await fn(context);
    } finally {
      await context?.close().catch(() => {});
      this.release();
    }
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => {});
  }
}

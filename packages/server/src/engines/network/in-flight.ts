import type { BrowserContext, Page } from 'playwright-core';

/**
 * In-flight requests of a page, or of every page of a context; quiet() resolves once none has been
 * pending for `idleMs` (or `maxMs` has passed).
 */
export function trackNetwork(page: Page | BrowserContext) {
  let inflight = 0;
  let lastChange = performance.now();
  const start = () => {
    inflight++;
    lastChange = performance.now();
  };
  const end = () => {
    inflight = Math.max(0, inflight - 1);
    lastChange = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet(idleMs: number, maxMs: number) {
      const deadline = performance.now() + maxMs;
      while (performance.now() < deadline && (inflight > 0 || performance.now() - lastChange < idleMs)) {
        // Quiet so far: wake when the window would close, not at the next tick of a coarse poll.
        const left = inflight > 0 ? 25 : idleMs - (performance.now() - lastChange);
        await new Promise((r) => setTimeout(r, Math.max(1, Math.min(left, deadline - performance.now()))));
      }
    },
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

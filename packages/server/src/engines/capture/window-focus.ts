import type { Browser } from 'playwright-core';

/** How long one turn may hold the others back. */
const MAX_TURN_MS = 15_000;

/** What each browser is doing with its window focus now: one thing at a time per browser. */
const turns = new WeakMap<Browser, Promise<unknown>>();

/**
 * Firefox's pages are windows of one browser, and only the active window draws focus (an autofocus
 * field's ring), so a shot depends on which window was opened or brought to the front last. Work
 * that moves the focus (opening a window, bringing one to the front and shooting it) takes turns
 * here, so each shot is of its own window, active.
 */
export function withWindowFocus<T>(browser: Browser | null, work: () => Promise<T>): Promise<T> {
  if (!browser) return work();
  const turn = (turns.get(browser) ?? Promise.resolve()).then(work, work);
  // A turn that hangs (a browser that stopped answering) holds the others back for so long only.
  const bounded = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_TURN_MS);
    timer.unref();
    turn.then(
      () => resolve(clearTimeout(timer)),
      () => resolve(clearTimeout(timer)),
    );
  });
  turns.set(browser, bounded);
  return turn;
}

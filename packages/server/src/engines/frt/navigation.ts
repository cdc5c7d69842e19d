import type { Frame, Page } from 'playwright-core';

/**
 * Does `act` (a click, a key that submits, a select whose change sends its form) and, when the page
 * starts to leave within `grace` ms of it, waits for the page it leads to: such actions can return
 * before the navigation they start (a form's POST on a loaded machine), and the next step must not
 * race it.
 *
 * The grace is counted on the page's own clock too: on a loaded machine the renderer may post the
 * navigation its handler scheduled long after `act` returned, but never after the page's next timer.
 */
export async function followNavigation(
  page: Page,
  act: () => Promise<unknown>,
  timeoutMs: number,
  grace = 250,
): Promise<boolean> {
  const main = (f: Frame) => f === page.mainFrame();
  let leaving = false;
  const onRequest = (r: { isNavigationRequest(): boolean; frame(): Frame }) => {
    if (r.isNavigationRequest() && main(r.frame())) leaving = true;
  };
  const arrived = page
    .waitForEvent('framenavigated', { predicate: main, timeout: timeoutMs })
    .catch(() => null);
  page.on('request', onRequest);
  try {
    await act();
    const until = Date.now() + grace;
    if (!leaving && (await leavesBeforeNextTimer(page, grace))) leaving = true;
    while (!leaving && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  } finally {
    page.off('request', onRequest);
  }
  if (!leaving) return false;
  await arrived;
  await page.waitForLoadState('load').catch(() => {});
  return true;
}

/** Whether the page starts to unload before a timer of `ms` fires in it. */
async function leavesBeforeNextTimer(page: Page, ms: number): Promise<boolean> {
  return page
    .evaluate(
      (wait) =>
        new Promise<boolean>((resolve) => {
          let left = false;
          addEventListener('beforeunload', () => (left = true), { once: true });
          setTimeout(() => resolve(left), wait);
        }),
      Math.min(ms, 50),
    )
    .catch((error: Error) => /destroyed|navigat/i.test(error.message));
}

import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserDescendants } from './browser-priority.js';
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from './launch.js';

const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The values of a switch on the command lines of the browsers this process started. */
function switchValues(name: string): string[] {
  return browserDescendants().flatMap((pid) =>
    fs
      .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((arg) => arg.startsWith(`${name}=`))
      .map((arg) => arg.slice(name.length + 1)),
  );
}

describe.runIf(process.platform === 'linux')('Chromium launch flags', () => {
  it('turn off every feature Playwright turns off: Chromium reads only the last --disable-features', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    try {
      const playwrights = new Set(switchValues('--disable-features').flatMap((v) => v.split(',')));
      expect(playwrights.size).toBeGreaterThan(5);
      // Edge's own (ms…) aside.
      expect([...playwrights].filter((f) => !f.startsWith('ms')).sort()).toEqual(
        [...PLAYWRIGHT_DISABLED_FEATURES].sort(),
      );
    } finally {
      await browser.close();
    }
    const ours = CHROMIUM_FLAGS.filter((f) => f.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
  });
});

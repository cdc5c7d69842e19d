import type { BrowserContext, Page, Locator as PwLocator } from 'playwright-core';
import { resolvePath } from '../site-url.js';
import type { Action, Locator } from './actions.js';
import { countOf, isAbsent, locate, type Purpose, retryPause } from './locate.js';
import { followNavigation } from './navigation.js';
import { factsOf } from './page-elements.js';

/** The element an action found: what a step acted on, remembered to heal it later. */
export interface ActedOn {
  role: string;
  name: string;
  selector: string;
}

/** The site a journey runs on. */
export interface JourneySite {
  baseUrl: string;
  /** A file the project stores, by name, for upload steps (null when it keeps none of that name). */
  openFile?: (name: string) => Promise<{ bytes: Buffer; contentType: string } | null>;
}

const ELEMENT_ACTIONS = new Set<Action['type']>([
  'click',
  'hover',
  'check',
  'uncheck',
  'fill',
  'select',
  'upload',
  'scrollTo',
]);
const CHECKS = new Set<Action['type']>([
  'waitFor',
  'expectVisible',
  'expectHidden',
  'expectUrl',
  'expectTitle',
  'expectCount',
  'expectAttribute',
  'expectValue',
]);

/** Retries a check until it holds or time runs out; the last failure is the step's error. */
async function eventually(timeoutMs: number, check: () => Promise<string | null>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    const problem = await check();
    if (problem === null) return;
    if (Date.now() > deadline) throw new Error(problem);
    await retryPause(attempt);
  }
}

/** A page being driven through a journey's actions (and the tabs it opens). */
export class Journey {
  page: Page;
  /** Called just before an action changes the page (see JourneyObserver.act). */
  onAct?: () => void;
  /** The last step's screenshot, still being taken: the next action waits for it. */
  shotInFlight: Promise<void> | null = null;
  /** Whether the step reads the facts of the element it acts on (off when a recent run has them). */
  readFacts = true;
  /** What steps still have to learn from the browser (the element each acted on). */
  readonly recording: Promise<void>[] = [];
  /** The facts of the element the step acts on, read while the action starts. */
  private reading: Promise<ActedOn | null> | null = null;
  private acceptNextDialog = false;

  constructor(
    private readonly context: BrowserContext,
    page: Page,
    private readonly site: JourneySite,
    private readonly timeoutMs: number,
  ) {
    this.page = page;
  }

  watchDialogs(page: Page): void {
    page.on('dialog', (dialog) => {
      const accept = this.acceptNextDialog;
      this.acceptNextDialog = false;
      void (accept ? dialog.accept() : dialog.dismiss()).catch(() => {});
    });
  }

  /** Just before the page changes: the previous step's screenshot is taken, the observer told. */
  private async acting(): Promise<void> {
    await this.shotInFlight;
    this.shotInFlight = null;
    this.onAct?.();
  }

  /**
   * What the step acted on, for its record: read in the browser while the action ran, and awaited
   * by the caller when it likes (the next step need not wait for it).
   */
  takeActedOn(): Promise<ActedOn | null> {
    const reading = this.reading ?? Promise.resolve(null);
    this.reading = null;
    return reading;
  }

  /** Carries one action out: an element's, a check, or the page's own (navigation, keys, tabs). */
  async perform(action: Action): Promise<void> {
    if (CHECKS.has(action.type)) return this.check(action);
    if (ELEMENT_ACTIONS.has(action.type)) return this.actOn(action);
    return this.drive(action);
  }

  /**
   * The element a target names; its facts are read for the step's record while the action starts
   * (sent first, so read before a click can navigate away).
   */
  private async find(target: Locator, purpose: Purpose = 'see'): Promise<PwLocator> {
    const found = await locate(this.page, target, purpose, this.timeoutMs);
    if (purpose !== 'see') await this.acting();
    if (this.readFacts) {
      this.reading = factsOf(found).then(
        (facts) => ({ role: facts.role, name: facts.name || facts.label, selector: facts.selector }),
        () => null,
      );
    }
    return found;
  }

  /** Does `act` on the element a target names. */
  private async onElement(target: Locator, purpose: Purpose, act: (element: PwLocator) => Promise<unknown>) {
    await act(await this.find(target, purpose));
  }

  /** An action on an element of the page. */
  private async actOn(action: Action): Promise<void> {
    const t = this.timeoutMs;
    switch (action.type) {
      case 'click':
        // A click that sends a form returns before the page it leads to: the next step must not
        // fill the page being left.
        await this.onElement(action.target, 'click', (e) =>
          followNavigation(this.page, () => e.click({ timeout: t }), t, 60),
        );
        return;
      case 'hover':
        await this.onElement(action.target, 'click', (e) => e.hover({ timeout: t }));
        return;
      case 'check':
        await this.onElement(action.target, 'check', (e) => e.check({ timeout: t }));
        return;
      case 'uncheck':
        await this.onElement(action.target, 'check', (e) => e.uncheck({ timeout: t }));
        return;
      case 'fill':
        await this.onElement(action.target, 'fill', (e) => e.fill(action.value, { timeout: t }));
        return;
      case 'select':
        // A select may send its form on change (a language or sort select): the step ends on that page.
        await this.onElement(action.target, 'select', (e) =>
          followNavigation(
            this.page,
            () =>
              e
                .selectOption({ label: action.value }, { timeout: t })
                .catch(() => e.selectOption(action.value, { timeout: t })),
            t,
            150,
          ),
        );
        return;
      case 'upload': {
        const file = await this.site.openFile?.(action.file);
        if (!file) {
          throw new Error(`the project keeps no file "${action.file}" (frt_upload_file stores one)`);
        }
        const input = await this.find(action.target, 'fill');
        await input.setInputFiles({ name: action.file, mimeType: file.contentType, buffer: file.bytes });
        return;
      }
      case 'scrollTo': {
        const element = await this.find(action.target);
        await this.acting();
        await element.scrollIntoViewIfNeeded({ timeout: t });
        return;
      }
    }
  }

  /** A check, retried until it holds or the step's time runs out. */
  private async check(action: Action): Promise<void> {
    const page = this.page;
    const t = this.timeoutMs;
    switch (action.type) {
      case 'waitFor':
        await (await this.find(action.target)).waitFor({ state: 'visible', timeout: t });
        return;
      case 'expectVisible': {
        const element = await this.find(action.target);
        await eventually(t, async () =>
          (await element.isVisible()) ? null : `"${action.target.value}" is not visible`,
        );
        return;
      }
      case 'expectHidden':
        await eventually(t, async () =>
          (await isAbsent(page, action.target)) ? null : `"${action.target.value}" is visible`,
        );
        return;
      case 'expectUrl':
        await eventually(t, async () => {
          const url = new URL(page.url());
          const wanted = action.value;
          const here = `${url.pathname}${url.search}`;
          const matches = /^https?:/.test(wanted)
            ? page.url().startsWith(wanted)
            : here.replace(/\/$/, '') === wanted.replace(/\/$/, '') ||
              url.pathname.replace(/\/$/, '').endsWith(wanted.replace(/\/$/, '')) ||
              page.url().includes(wanted);
          return matches ? null : `the URL is ${page.url()}, not ${wanted}`;
        });
        return;
      case 'expectTitle':
        await eventually(t, async () => {
          const title = await page.title();
          return title === action.value ? null : `the title is "${title}", not "${action.value}"`;
        });
        return;
      case 'expectCount': {
        const wanted = Number(action.count);
        await eventually(t, async () => {
          const n = await countOf(page, action.target);
          return n === wanted ? null : `${n} element(s) match ${action.target.value}, not ${wanted}`;
        });
        return;
      }
      case 'expectAttribute': {
        const element = await this.find(action.target);
        await eventually(t, async () => {
          const value = await element.getAttribute(action.name);
          return value === action.value ? null : `${action.name} is "${value}", not "${action.value}"`;
        });
        return;
      }
      case 'expectValue': {
        const element = await this.find(action.target, 'fill');
        await eventually(t, async () => {
          const value = await element.inputValue();
          return value.includes(action.value) ? null : `the value is "${value}", not "${action.value}"`;
        });
        return;
      }
    }
  }

  /** What the page itself does: go to a path, press a key, scroll, go back, switch tabs, accept a dialog. */
  private async drive(action: Action): Promise<void> {
    const page = this.page;
    const t = this.timeoutMs;
    switch (action.type) {
      case 'goto':
        await this.acting();
        await page.goto(resolvePath(this.site.baseUrl, action.path), { waitUntil: 'load', timeout: 30_000 });
        return;
      case 'press':
        await this.acting();
        await followNavigation(page, () => page.keyboard.press(action.key), t);
        return;
      case 'scrollDown':
        await this.acting();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return;
      case 'goBack':
        await this.acting();
        await page.goBack({ waitUntil: 'load' });
        return;
      case 'reload':
        await this.acting();
        await page.reload({ waitUntil: 'load' });
        return;
      case 'switchTab': {
        const pages = this.context.pages();
        const next =
          pages.length > 1 && pages.at(-1) !== page
            ? pages.at(-1)!
            : await this.context.waitForEvent('page', { timeout: t });
        await next.waitForLoadState('load');
        this.watchDialogs(next);
        this.page = next;
        return;
      }
      case 'acceptDialog':
        this.acceptNextDialog = true;
        return;
    }
  }
}

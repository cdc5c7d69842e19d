import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import type { Engine } from '../capture/engines.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { type ActedOn, Journey, type JourneySite } from './journey.js';
import type { BoundStep } from './step-library.js';

export type StepStatus = 'passed' | 'failed' | 'skipped' | 'undefined';

/** A step to run: its place in the scenario (null for Background and preamble steps) and binding. */
export interface PlannedStep {
  index: number | null;
  keyword: string;
  text: string;
  bound: BoundStep | null;
}

export interface PlannedScenario {
  scenario: string;
  example: number | null;
  steps: PlannedStep[];
}

/** The element a step acted on: what a later heal looks for when the step stops finding it. */
export interface StepRun {
  index: number | null;
  element: ActedOn | null;
  keyword: string;
  text: string;
  stepDefId: string | null;
  status: StepStatus;
  durationMs: number;
  error: string | null;
  url: string | null;
  screenshot: Buffer | null;
  consoleErrors: string[];
  failedRequests: string[];
}

export interface ScenarioRun {
  scenario: string;
  example: number | null;
  status: 'passed' | 'failed';
  durationMs: number;
  /** The login preamble did not run: cookies of its earlier pass in this run were restored. */
  loginReused: boolean;
  steps: StepRun[];
  /** A failed scenario run once more (trace `on-first-retry`): passed there means flaky. */
  retry?: 'passed' | 'failed';
}

/** Watches a journey step by step (the tracking pillar records analytics hits this way). */
export interface JourneyObserver {
  attach(context: BrowserContext): Promise<void>;
  /**
   * A step is about to act on the page (click, fill, navigate…): what the page does from now on is
   * that step's doing. Steps that only look (assertions, waits) do not move it.
   */
  act(scenario: number, step: number | null): void;
  /** After each step: what the page already reported is collected. */
  flush(page: Page): Promise<void>;
  /** At the end of a scenario, before its pages close: late reports still arrive. */
  settle(page: Page): Promise<void>;
}

export interface FeatureRunRequest extends JourneySite {
  policy: ConnectPolicy;
  /** The browser engine the journeys run in; default chromium. */
  engine?: Engine;
  /** Steps run before each scenario (the project's login feature for requiresAuth features). */
  preamble: PlannedStep[];
  /** Cookies of a login the preamble already made in this run: restored instead of running it. */
  signedIn?: LoginState | null;
  scenarios: PlannedScenario[];
  stepTimeoutMs?: number;
  viewport?: { width: number; height: number };
  /** When a Playwright trace is recorded and kept (default off). */
  trace?: TraceMode;
  /** Steps whose element a recent run recorded: not read again (see Journey.readFacts). */
  remembered?: ReadonlySet<string>;
  /** Which steps keep a screenshot (default every step). */
  screenshots?: ScreenshotMode;
  observer?: JourneyObserver;
}

/**
 * Playwright's own trace modes: `on` records and keeps; `retain-on-failure` records and keeps it
 * when a scenario failed; `on-first-retry` records nothing while scenarios pass, and runs each failed
 * scenario once more with a trace (the verdict stays the first run's; the retry's is reported).
 */
export const TRACE_MODES = ['on', 'retain-on-failure', 'on-first-retry', 'off'] as const;
export type TraceMode = (typeof TRACE_MODES)[number];
export const SCREENSHOT_MODES = ['on', 'only-on-failure'] as const;
export type ScreenshotMode = (typeof SCREENSHOT_MODES)[number];

/** What a passed login preamble left in the browser, when cookies alone hold it. */
export interface LoginState {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
}

export interface FeatureRun {
  scenarios: ScenarioRun[];
  /** The login to reuse for the next requiresAuth features of the run (null: run the preamble). */
  signedIn: LoginState | null;
  /** A Playwright trace zip (`npx playwright show-trace`), when asked for. */
  trace: Buffer | null;
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error)
    .split('\n')[0]
    .replace(/^\w+\.\w+: /, '');
}

const shotSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A step's viewport screenshot, as JPEG: in Chromium straight from its compositor, under half the
 * time of page.screenshot's PNG (which also waits for fonts and hides the caret), and it is taken
 * after every step; in other engines through Playwright. Null when the page cannot be captured
 * within 5 s.
 */
async function stepShot(page: Page, engine: Engine): Promise<Buffer | null> {
  if (page.isClosed()) return null;
  const shoot = (): Promise<Buffer> => {
    if (engine !== 'chromium')
      return page.screenshot({ type: 'jpeg', quality: 80, caret: 'initial', timeout: 5_000 });
    let session = shotSessions.get(page);
    if (!session) {
      session = page.context().newCDPSession(page);
      shotSessions.set(page, session);
    }
    return session
      .then((s) => s.send('Page.captureScreenshot', { format: 'jpeg', quality: 80, optimizeForSpeed: true }))
      .then(({ data }) => Buffer.from(data, 'base64'));
  };
  // A capture asked while the page commits a navigation fails at once: once more, a moment later.
  const capture = shoot().catch(
    () => new Promise<Buffer>((resolve, reject) => setTimeout(() => shoot().then(resolve, reject), 250)),
  );
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, 5_000, null).unref());
  return Promise.race([capture, timeout]).catch(() => null);
}

/** Runs one step: its actions, what the page logged meanwhile, and (in flight) a viewport screenshot. */
interface PageLog {
  console: string[];
  requests: string[];
  /** Page loads the host policy refused: the journey tried to leave the project's hosts. */
  leftHosts: string[];
  /** Page loads that failed for another reason (the browser's own refusal, a network error). */
  failedLoads: string[];
}

async function runStep(
  journey: Journey,
  step: PlannedStep,
  log: PageLog,
  screenshots: ScreenshotMode,
  engine: Engine,
  observer?: JourneyObserver,
) {
  const started = performance.now();
  const consoleFrom = log.console.length;
  const requestsFrom = log.requests.length;
  const leftFrom = log.leftHosts.length;
  const failedLoadsFrom = log.failedLoads.length;
  let error: string | null = null;
  if (!step.bound) error = `no step definition matches "${step.text}"`;
  else {
    try {
      for (const action of step.bound.actions) await journey.perform(action);
    } catch (e) {
      error = firstLine(e);
    }
  }
  const actedOn = journey.takeActedOn();
  // A click that navigates returns once the navigation starts: let the page load before the step
  // is judged (and before the next one looks for elements).
  if (!error) await journey.page.waitForLoadState('load', { timeout: 10_000 }).catch(() => {});
  if (!error && log.leftHosts.length > leftFrom) {
    error = `the journey left the project's hosts: ${log.leftHosts[leftFrom]} was refused`;
  } else if (!error && log.failedLoads.length > failedLoadsFrom) {
    error = `the page did not load: ${log.failedLoads[failedLoadsFrom]}`;
  }
  const page = journey.page;
  if (observer && !page.isClosed()) await observer.flush(page);
  const ran: StepRun = {
    index: step.index,
    element: null,
    keyword: step.keyword,
    text: step.text,
    stepDefId: step.bound?.stepDefId ?? null,
    status: (!step.bound ? 'undefined' : error ? 'failed' : 'passed') as StepStatus,
    durationMs: Math.round(performance.now() - started),
    error,
    url: page.isClosed() ? null : page.url(),
    screenshot: null,
    consoleErrors: log.console.slice(consoleFrom),
    failedRequests: log.requests.slice(requestsFrom),
  };
  // Known when the browser answers; the scenario waits for every step's before it ends.
  journey.recording.push(
    actedOn.then((element) => {
      if (!error) ran.element = element;
    }),
  );
  if (screenshots === 'on') {
    // Taken while the next step looks for its element; its first action waits for it.
    journey.shotInFlight = stepShot(page, engine).then((shot) => {
      ran.screenshot = shot;
    });
  } else if (ran.status !== 'passed') ran.screenshot = await stepShot(page, engine);
  return ran;
}

/**
 * Runs a feature's scenarios in one fresh browser context (each scenario on a new page, after the
 * preamble when there is one), recording every step, and a trace as `req.trace` says.
 */
export async function runFeature(pool: BrowserPool, req: FeatureRunRequest): Promise<FeatureRun> {
  const mode = req.trace ?? 'off';
  const first = await attempt(pool, req, req.scenarios, mode === 'on' || mode === 'retain-on-failure');
  const failed = first.scenarios.filter((s) => s.status === 'failed');
  if (mode === 'retain-on-failure' && failed.length === 0) return { ...first, trace: null };
  if (mode !== 'on-first-retry' || failed.length === 0) return first;
  const again = req.scenarios.filter((_, i) => first.scenarios[i].status === 'failed');
  const retry = await attempt(
    pool,
    { ...req, observer: undefined, signedIn: first.signedIn ?? req.signedIn },
    again,
    true,
  );
  for (const [i, scenario] of failed.entries()) scenario.retry = retry.scenarios[i]?.status;
  return { ...first, trace: retry.trace };
}

async function attempt(
  pool: BrowserPool,
  req: FeatureRunRequest,
  scenariosToRun: PlannedScenario[],
  traced: boolean,
): Promise<FeatureRun> {
  const timeoutMs = req.stepTimeoutMs ?? 10_000;
  const viewport = req.viewport ?? { width: 1280, height: 800 };
  const screenshots = req.screenshots ?? 'on';
  const engine = req.engine ?? 'chromium';
  return pool.withContext({ ...viewport, policy: req.policy, engine }, async (context) => {
    if (traced) await context.tracing.start({ screenshots: false, snapshots: true });
    await req.observer?.attach(context);
    const scenarios: ScenarioRun[] = [];
    let signedIn = req.preamble.length > 0 ? (req.signedIn ?? null) : null;
    for (const [scenarioNo, planned] of scenariosToRun.entries()) {
      const started = performance.now();
      await context.clearCookies();
      const reuse = signedIn !== null;
      if (signedIn) await context.addCookies(signedIn.cookies);
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      const log: PageLog = { console: [], requests: [], leftHosts: [], failedLoads: [] };
      page.on('console', (m) => {
        if (m.type() === 'error') log.console.push(m.text().slice(0, 500));
      });
      page.on('pageerror', (e) => log.console.push(firstLine(e)));
      page.on('requestfailed', (r) => log.requests.push(`${r.url()}: ${r.failure()?.errorText ?? 'failed'}`));
      page.on('response', (r) => {
        if (r.status() >= 400) log.requests.push(`${r.url()}: HTTP ${r.status()}`);
        if (r.headers()['x-visualq-refused'] && r.request().isNavigationRequest())
          log.leftHosts.push(r.url());
      });
      page.on('requestfailed', (r) => {
        // An https page the policy refused: the proxy turned its tunnel down.
        if (r.isNavigationRequest() && /TUNNEL|PROXY/.test(r.failure()?.errorText ?? ''))
          log.leftHosts.push(r.url());
      });
      // Requests under way: a form the last step posts by fetch must reach the site before the pages close.
      let inFlight = 0;
      page.on('request', () => inFlight++);
      page.on('requestfinished', () => inFlight--);
      page.on('requestfailed', () => inFlight--);
      const journey = new Journey(context, page, req, timeoutMs);
      journey.watchDialogs(page);
      const steps: StepRun[] = [];
      let failed = false;
      const preamble = reuse ? [] : req.preamble;
      for (const [i, step] of [...preamble, ...planned.steps].entries()) {
        if (failed) {
          steps.push({ ...skipped(step) });
          continue;
        }
        const observer = req.observer;
        journey.onAct = observer ? () => observer.act(scenarioNo, step.index) : undefined;
        journey.readFacts = !req.remembered?.has(step.text);
        const ran = await runStep(journey, step, log, screenshots, engine, req.observer);
        steps.push(ran);
        failed = ran.status !== 'passed';
        if (!failed && i === preamble.length - 1) signedIn = await loginState(context);
      }
      await journey.shotInFlight;
      await Promise.all(journey.recording);
      if (!failed) await drained(() => inFlight, 2_000);
      if (req.observer && !journey.page.isClosed()) await req.observer.settle(journey.page);
      // The last scenario's pages close with the context.
      if (scenarioNo < scenariosToRun.length - 1)
        for (const p of context.pages()) await p.close().catch(() => {});
      scenarios.push({
        scenario: planned.scenario,
        example: planned.example,
        status: failed ? 'failed' : 'passed',
        durationMs: Math.round(performance.now() - started),
        loginReused: reuse,
        steps,
      });
    }
    let trace: Buffer | null = null;
    if (traced) {
      const file = path.join(
        os.tmpdir(),
        `visualq-trace-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.zip`,
      );
      await context.tracing.stop({ path: file });
      trace = await fs.readFile(file);
      await fs.rm(file, { force: true });
    }
    return { scenarios, trace, signedIn };
  });
}

/**
 * The login a preamble just made, when its cookies hold it all: a login kept in local or session
 * storage cannot be restored faithfully in a pooled context, so the preamble runs again then.
 */
async function loginState(context: BrowserContext): Promise<LoginState | null> {
  const state = await context.storageState();
  const stored = state.origins.some((o) => o.localStorage.length > 0);
  if (stored) return null;
  const session = await Promise.all(
    context.pages().map((p) => p.evaluate(() => sessionStorage.length).catch(() => 0)),
  );
  return session.some((n) => n > 0) || state.cookies.length === 0 ? null : { cookies: state.cookies };
}

function skipped(step: PlannedStep): StepRun {
  return {
    index: step.index,
    element: null,
    keyword: step.keyword,
    text: step.text,
    stepDefId: step.bound?.stepDefId ?? null,
    status: step.bound ? 'skipped' : 'undefined',
    durationMs: 0,
    error: null,
    url: null,
    screenshot: null,
    consoleErrors: [],
    failedRequests: [],
  };
}

/** Waits until no request is under way (a moment first, for one a click has just started), at most `ms`. */
async function drained(inFlight: () => number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  await new Promise((r) => setTimeout(r, 100));
  while (inFlight() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

import type { BrowserContext, Page } from 'playwright-core';
import type { Hit, VendorDecoder } from './hit.js';
import { dataLayerHit, decodeRequest, decoderOf } from './vendors/index.js';

/** A hit as recorded during a journey: where it happened and when. */
export interface RecordedHit extends Hit {
  /** The scenario (0-based, in run order) and the step (the scenario's step index; null for preamble). */
  scenario: number;
  step: number | null;
  /** The page that sent it, and which of that tab's documents (a navigation starts a new one). */
  pageUrl: string;
  document: number;
  atMs: number;
}

const BINDING = '__visualqDataLayer';

/**
 * Reports every `dataLayer.push` to the recorder, whenever the page creates or replaces its
 * dataLayer. Our own script: nothing a user sent runs in the page.
 */
const DATALAYER_WATCH = `(() => {
  const send = (value) => {
    try {
      const json = JSON.stringify(value, (k, v) => (typeof v === 'function' || (v && v.nodeType) ? undefined : v));
      if (json) window.${BINDING}(json);
    } catch {}
  };
  const wrap = (list) => {
    if (!Array.isArray(list) || list.__visualq) return list;
    Object.defineProperty(list, '__visualq', { value: true });
    for (const item of list) send(item);
    const push = list.push;
    list.push = function (...items) {
      for (const item of items) send(item);
      return push.apply(this, items);
    };
    return list;
  };
  let current = wrap(window.dataLayer);
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => current,
    set: (value) => { current = wrap(value); },
  });
})();`;

const BODY_BINDING = '__visualqRequestBody';

/**
 * Firefox over WebDriver BiDi tells of a request but not of its body, where vendors put their
 * events (GA4 batches, Piano, sendBeacon). There the page reports, before sending, the URL and body
 * of each fetch, XMLHttpRequest and beacon that is not a GET. Our own script, as above.
 */
const BODY_WATCH = `(() => {
  const text = (body) => {
    if (body === undefined || body === null) return Promise.resolve('');
    if (typeof body === 'string') return Promise.resolve(body);
    if (body instanceof URLSearchParams) return Promise.resolve(body.toString());
    if (body instanceof Blob) return body.text();
    if (body instanceof FormData) {
      const form = new URLSearchParams();
      for (const [k, v] of body) if (typeof v === 'string') form.append(k, v);
      return Promise.resolve(form.toString());
    }
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return Promise.resolve(new TextDecoder().decode(body));
    return Promise.resolve(String(body));
  };
  const report = (url, method, body) => {
    try {
      const href = new URL(String(url), location.href).href;
      text(body).then((b) => window.${BODY_BINDING}(JSON.stringify({ url: href, method: String(method).toUpperCase(), body: b })), () => {});
    } catch {}
  };
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : null;
    const method = (init && init.method) || (request && request.method) || 'GET';
    if (method.toUpperCase() !== 'GET') {
      if (init && 'body' in init) report(request ? request.url : input, method, init.body);
      else if (request) report(request.url, method, request.clone().blob());
      else report(input, method, null);
    }
    return fetch.apply(this, arguments);
  };
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => { report(url, 'POST', data); return beacon(url, data); };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) { this.__visualq = [method, url]; return open.apply(this, arguments); };
  XMLHttpRequest.prototype.send = function (body) {
    const [method, url] = this.__visualq || ['GET', ''];
    if (String(method).toUpperCase() !== 'GET') report(url, method, body);
    return send.apply(this, arguments);
  };
})();`;

/**
 * How long the page must stay quiet before its capture ends. Tags often fire a few hundred ms after
 * the click (a timer, a consent check); a window equal to such a delay lost the hit on a busy
 * machine, so it is well above the usual ones.
 */
const QUIET_MS = 500;
const SETTLE_MAX_MS = 2_000;

/**
 * Records the analytics hits and dataLayer pushes of one browser context, each credited to the step
 * whose action the page was reacting to: the last step that acted before the browser sent it (a
 * beacon sent as a click unloads the page belongs to that click; a hit sent while the next step is
 * still only looking for its element does too). Hits are answered locally (204) unless `forward`
 * is set, so an audit sends nothing to the vendors.
 */
export class BeaconRecorder {
  readonly hits: RecordedHit[] = [];
  private scenario = 0;
  private step: number | null = null;
  private lastActivity = 0;
  private readonly documents = new WeakMap<Page, number>();
  private nextDocument = 1;
  private readonly pushes: Array<{ document: number; push: Record<string, unknown> }> = [];

  constructor(
    private readonly decoders: VendorDecoder[],
    private readonly forward = false,
  ) {}

  async attach(context: BrowserContext): Promise<void> {
    await context.exposeBinding(BINDING, ({ page }, json: string) => {
      let push: unknown;
      try {
        push = JSON.parse(String(json));
      } catch {
        return;
      }
      if (push && typeof push === 'object' && !Array.isArray(push)) {
        const recorded = this.record(dataLayerHit(push as Record<string, unknown>), page);
        this.pushes.push({ document: recorded.document, push: push as Record<string, unknown> });
      }
    });
    await context.addInitScript(DATALAYER_WATCH);
    context.on('page', (page) => this.watch(page));
    for (const page of context.pages()) this.watch(page);
    const bodiesFromPage = context.browser()?.browserType().name() === 'firefox';
    if (bodiesFromPage) {
      await context.exposeBinding(BODY_BINDING, ({ page }, json: string) => {
        let sent: { url: string; method: string; body: string };
        try {
          sent = JSON.parse(String(json));
        } catch {
          return;
        }
        if (!decoderOf(this.decoders, sent.url)) return;
        for (const hit of decodeRequest(this.decoders, sent)) this.record(hit, page);
      });
      await context.addInitScript(BODY_WATCH);
    }
    context.on('request', (request) => {
      if (!decoderOf(this.decoders, request.url())) return;
      // Where the page reports bodies, a request that may carry one is recorded from that report.
      if (bodiesFromPage && request.method() !== 'GET') return;
      const body = request.postData();
      const hits = decodeRequest(this.decoders, { url: request.url(), method: request.method(), body });
      const page = request.frame()?.page() ?? null;
      for (const hit of hits) this.record(hit, page);
    });
    if (!this.forward) {
      await context.route(
        (url) => decoderOf(this.decoders, url.href) !== null,
        (route) => route.fulfill({ status: 204, body: '' }).catch(() => {}),
      );
    }
  }

  /**
   * A step starts acting on the page: what is recorded from now on is its doing. Until then (while
   * the next step still looks for its element), late hits of the previous action stay with it.
   */
  act(scenario: number, step: number | null): void {
    this.scenario = scenario;
    this.step = step;
  }

  /** A round trip to the page delivers the dataLayer reports it has already sent. */
  async flush(page: Page): Promise<void> {
    await page.evaluate(() => 0).catch(() => {});
  }

  /** Waits until the page has been quiet for a moment, so late hits are recorded before it closes. */
  async settle(page: Page): Promise<void> {
    const started = performance.now();
    this.lastActivity = Math.max(this.lastActivity, started);
    await this.flush(page);
    while (performance.now() - started < SETTLE_MAX_MS && performance.now() - this.lastActivity < QUIET_MS) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** What the page's current document pushed to its dataLayer, in order. */
  pushesOf(page: Page): Record<string, unknown>[] {
    const document = this.documents.get(page);
    return this.pushes.filter((p) => p.document === document).map((p) => p.push);
  }

  private watch(page: Page): void {
    this.documents.set(page, this.nextDocument++);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.documents.set(page, this.nextDocument++);
    });
  }

  private record(hit: Hit, page: Page | null): RecordedHit {
    this.lastActivity = performance.now();
    const recorded: RecordedHit = {
      ...hit,
      scenario: this.scenario,
      step: this.step,
      pageUrl: page && !page.isClosed() ? page.url() : '',
      document: (page && this.documents.get(page)) ?? 0,
      atMs: Math.round(performance.now()),
    };
    this.hits.push(recorded);
    return recorded;
  }
}

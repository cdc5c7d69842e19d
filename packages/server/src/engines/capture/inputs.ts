import { createHash } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import type { BrowserPool } from './browser-pool.js';
import type { Engine } from './engines.js';

/**
 * Change-aware capture, as TurboSnap does for stories: a capture's render inputs are every response
 * its page loaded (URL, status, type, body hash) and what the capture was asked to do. When a later
 * test finds each of those responses byte-identical, through the same browser context and policy,
 * the render is the baseline's own and the page is not captured again.
 *
 * Only inputs that a GET can fetch again are trusted: a page that posts, opens a socket or stream,
 * fetches a range, sends credentials or custom headers, sets cookies of its own or fails a request
 * is always captured in full.
 */

/** Raised when what a recorded capture does or how it decides a replay changes. */
const INPUTS_VERSION = 1;
const MAX_REQUESTS = 200;
/** Request headers a replay sends as the page did; a request with any other kind is not replayed. */
const PLAIN_HEADERS = new Set([
  'host',
  'proxy-connection',
  'priority',
  'accept',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'referer',
  'origin',
  'upgrade-insecure-requests',
  'cache-control',
  'pragma',
  // Firefox names the hop's own headers too; they say nothing of what the site answers.
  'connection',
  'te',
]);

export interface RecordedResponse {
  url: string;
  accept: string | null;
  status: number;
  contentType: string | null;
  location: string | null;
  /** The body's hash; "refused" for a connection the policy refused, however it was asked for. */
  sha256: string;
}

/** What is compared of one response. */
function describe(
  url: string,
  accept: string | null,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): RecordedResponse {
  const refused = headers['x-visualq-refused'] !== undefined;
  const redirect = status >= 300 && status < 400;
  return {
    url,
    accept,
    status,
    contentType: refused ? null : (headers['content-type'] ?? null),
    location: redirect ? (headers.location ?? null) : null,
    sha256: refused ? 'refused' : sha256(body),
  };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** What a capture rendered from: replayable, or why not. */
export type RenderInputs =
  | { replayable: true; fingerprint: string; responses: RecordedResponse[] }
  | { replayable: false; reason: string };

/** A hash of what a capture was asked to do and of the browser that did it. */
export function captureFingerprint(request: object, browserVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: INPUTS_VERSION, browserVersion, request }))
    .digest('hex');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Why a request cannot be fetched again to the same effect, or null. Cookies are the scenario's
 * own when it set any (the replay sets them too).
 */
function notReplayable(request: Request, headers: Record<string, string>, cookies: number): string | null {
  const url = request.url();
  if (request.method() !== 'GET') return `it sends ${request.method()} ${url}`;
  if (['websocket', 'eventsource', 'media'].includes(request.resourceType()))
    return `it opens a ${request.resourceType()} (${url})`;
  const custom = Object.keys(headers).find(
    (h) => !PLAIN_HEADERS.has(h) && !h.startsWith('sec-') && !(h === 'cookie' && cookies > 0),
  );
  if (custom) return `it sends a ${custom} header to ${url}`;
  return null;
}

/**
 * Notes every request the page makes from now on; inputs() then reads their responses. Call it
 * before the page navigates.
 */
export function recordInputs(page: Page) {
  const requests: Request[] = [];
  let broken: string | null = null;
  const onRequest = (request: Request) => {
    if (!/^https?:/.test(request.url())) return;
    requests.push(request);
  };
  const onFailed = (request: Request) => {
    broken ??= `a request failed (${request.url()})`;
  };
  const onSocket = () => {
    broken ??= 'it opens a WebSocket';
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('websocket', onSocket);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('websocket', onSocket);
  };
  return {
    stop,
    /** The responses behind the capture, once the page is captured; `cookies` the scenario set. */
    async inputs(fingerprint: string, cookies: number): Promise<RenderInputs> {
      stop();
      if (broken) return { replayable: false, reason: broken };
      if (requests.length > MAX_REQUESTS)
        return { replayable: false, reason: `it makes more than ${MAX_REQUESTS} requests` };
      // Headers, cookies and bodies in one round of browser calls.
      const [headers, jar, answers] = await Promise.all([
        Promise.all(requests.map((r) => r.allHeaders().catch(() => null))),
        page.context().cookies(),
        Promise.all(
          requests.map(async (r) => {
            const response = await r.response();
            if (!response) return null;
            const status = response.status();
            const body = isRedirect(status) ? Buffer.alloc(0) : await response.body().catch(() => null);
            return { status, headers: response.headers(), body };
          }),
        ),
      ]);
      for (const [i, request] of requests.entries()) {
        const why = headers[i]
          ? notReplayable(request, headers[i], cookies)
          : `no headers for ${request.url()}`;
        if (why) return { replayable: false, reason: why };
      }
      if (jar.length > cookies) return { replayable: false, reason: 'it sets cookies of its own' };
      const responses: RecordedResponse[] = [];
      for (const [i, request] of requests.entries()) {
        const answer = answers[i];
        if (!answer) return { replayable: false, reason: `no answer to ${request.url()}` };
        if (answer.status === 206)
          return { replayable: false, reason: `a partial answer from ${request.url()}` };
        if (!answer.body)
          return { replayable: false, reason: `the body of ${request.url()} could not be read` };
        responses.push(
          describe(request.url(), headers[i]!.accept ?? null, answer.status, answer.headers, answer.body),
        );
      }
      return { replayable: true, fingerprint, responses };
    },
  };
}

export interface ReplayTarget {
  width: number;
  height: number;
  url: string;
  cookies?: Array<{ name: string; value: string }>;
  policy: Parameters<BrowserPool['withPage']>[0]['policy'];
  /** Fetched again through the engine that rendered the page. */
  engine?: Engine;
}

/**
 * Fetches each recorded response again through a pooled page's context (its proxy and policy,
 * the scenario's cookies) and answers whether every one is unchanged: status, type, redirect
 * target and body. Stops at the first difference.
 */
export async function sameInputs(pool: BrowserPool, target: ReplayTarget, recorded: RecordedResponse[]) {
  return pool.withPage(target, async ({ page }) => {
    if (target.cookies?.length)
      await page.context().addCookies(target.cookies.map((c) => ({ ...c, url: target.url })));
    let same = true;
    let next = 0;
    const worker = async () => {
      while (same && next < recorded.length) {
        const was = recorded[next++];
        const now = await page.request
          .get(was.url, {
            headers: was.accept ? { accept: was.accept } : {},
            maxRedirects: 0,
            timeout: 10_000,
            failOnStatusCode: false,
          })
          .catch(() => null);
        const body = !now
          ? null
          : isRedirect(now.status())
            ? Buffer.alloc(0)
            : await now.body().catch(() => null);
        const is = now && body && describe(was.url, was.accept, now.status(), now.headers(), body);
        if (!is || JSON.stringify(is) !== JSON.stringify(was)) same = false;
        await now?.dispose().catch(() => {});
      }
    };
    await Promise.all(Array.from({ length: Math.min(6, recorded.length) }, worker));
    return same;
  });
}

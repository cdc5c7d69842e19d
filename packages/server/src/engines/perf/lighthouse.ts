import { fork } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { builtFile } from '../built-file.js';
import { CHROMIUM_FLAGS } from '../capture/browser-pool.js';
import { type ConnectPolicy, ProxyChannel } from '../network/filtering-proxy.js';
import type { AuditReply, AuditRequest } from './lighthouse-child.js';

const CHILD = builtFile(import.meta.url, 'lighthouse-child.js');

export interface LighthouseRequest {
  url: string;
  preset: 'mobile' | 'desktop';
  policy: ConnectPolicy;
  chromePath: string;
  timeoutMs?: number;
  /** Lighthouse categories to audit ("performance", "seo"…); all by default. */
  categories?: string[];
}

export interface LighthouseOutcome {
  /** Lighthouse's result object (LHR), parsed. */
  lhr: Record<string, any>;
  lhrJson: string;
  html: string;
  /** Connections the host policy refused while the page loaded. */
  refusals: string[];
}

export class LighthouseError extends Error {}

/** Two audits at once on one machine's share of CPU skew each other's timings: they queue here. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Audits one page with Lighthouse: a fresh headless Chromium whose every connection goes through
 * a filtering proxy holding it to the host policy, and Lighthouse in a child process. A timeout or
 * a crash kills both and is a LighthouseError; nothing is left running. Audits of one process run
 * one at a time.
 */
export function runLighthouse(req: LighthouseRequest): Promise<LighthouseOutcome> {
  const next = turn.then(
    () => audit(req),
    () => audit(req),
  );
  turn = next.catch(() => {});
  return next;
}

async function audit(req: LighthouseRequest): Promise<LighthouseOutcome> {
  const channel = await ProxyChannel.open();
  channel.use(req.policy);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let child: ReturnType<typeof fork> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: req.chromePath,
      chromeFlags: [
        '--headless=new',
        ...CHROMIUM_FLAGS,
        `--proxy-server=${channel.url}`,
        // Loopback too goes through the proxy (Chromium bypasses it by default).
        '--proxy-bypass-list=<-loopback>',
      ],
      logLevel: 'silent',
    });
    const port = chrome.port;
    const started = fork(CHILD, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    child = started;
    const reply = await new Promise<AuditReply>((resolve) => {
      let stderr = '';
      started.stderr?.on('data', (d) => {
        stderr = (stderr + d).slice(-2000);
      });
      timer = setTimeout(
        () =>
          resolve({
            ok: false,
            error: `Lighthouse did not finish within ${Math.round((req.timeoutMs ?? 120_000) / 1000)} s`,
          }),
        req.timeoutMs ?? 120_000,
      );
      started.once('message', (m) => resolve(m as AuditReply));
      started.once('exit', (code) =>
        resolve({
          ok: false,
          error: `Lighthouse stopped (exit ${code})${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`,
        }),
      );
      started.send({
        url: req.url,
        port,
        preset: req.preset,
        categories: req.categories,
      } satisfies AuditRequest);
    });
    if (!reply.ok) {
      // Chromium's own background requests are refused too; only the page's host says why it failed.
      const refused = channel.refusals.find((r) => r.startsWith(`${new URL(req.url).hostname}:`));
      throw new LighthouseError(`${reply.error}${refused ? `; the host policy refused ${refused}` : ''}`);
    }
    return {
      lhr: JSON.parse(reply.lhr),
      lhrJson: reply.lhr,
      html: reply.html,
      refusals: [...channel.refusals],
    };
  } finally {
    clearTimeout(timer);
    if (child && child.exitCode === null) child.kill('SIGKILL');
    chrome?.kill();
    await channel.close();
  }
}

/**
 * One Lighthouse audit, in a process of its own: Lighthouse's trace processing takes seconds of
 * CPU, which must not stall the server, and a crash here ends only this process. The parent starts
 * Chromium (behind its filtering proxy) and sends the URL, the preset and the browser's port.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface AuditRequest {
  url: string;
  port: number;
  preset: 'mobile' | 'desktop';
  categories?: string[];
}

export type AuditReply = { ok: true; lhr: string; html: string } | { ok: false; error: string };

/**
 * Without the performance category nothing is timed: shorter waits for a quiet page and no
 * full-page screenshot make an SEO audit a quarter faster. (throttlingMethod "provided" was tried:
 * navigation then waits seconds longer.)
 */
const UNTIMED = {
  disableFullPageScreenshot: true,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
} as const;

process.once('message', async (request: AuditRequest) => {
  const timed = !request.categories || request.categories.includes('performance');
  let reply: AuditReply;
  try {
    const result = await lighthouse(
      request.url,
      {
        port: request.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: request.categories,
        ...(timed ? {} : UNTIMED),
      },
      request.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const [lhr, html] = result.report as string[];
    reply = result.lhr.runtimeError
      ? { ok: false, error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` }
      : { ok: true, lhr, html };
  } catch (error) {
    reply = { ok: false, error: String((error as Error)?.message ?? error).split('\n')[0] };
  }
  process.send?.(reply, () => process.exit(0));
});

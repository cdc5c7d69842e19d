import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (title: string, body = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

describe('security and privacy: what a page sends and sets as it loads', () => {
  let site: TestSite;
  let other: TestSite;
  let h: Harness;
  let t: Tenant;
  const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;
  const findings = async (pillar: string, runId: string, label: string) => {
    const report = await invoke('get_pillar_report', { pillar, runId });
    return report.data.pages.find((p: { scenarioLabel: string }) => p.scenarioLabel === label);
  };

  beforeAll(async () => {
    // Another site of the org, on another host name: third party to the first.
    other = await startSite({
      '/pixel.gif': {
        body: 'GIF89a',
        type: 'image/gif',
        headers: { 'set-cookie': 'track=1; SameSite=None; Secure' },
      },
    });
    const otherHost = `localhost:${new URL(other.url).port}`;
    site = await startSite({
      '/insecure': {
        body: page(
          'Insecure',
          `<form method="post" action="http://${otherHost}/login"><button>Go</button></form>`,
        ),
        headers: { 'set-cookie': 'sid=abc123; Path=/', server: 'Apache/2.4.1 (Unix)' },
      },
      '/hardened': {
        body: page('Hardened'),
        headers: {
          'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'permissions-policy': 'camera=()',
          'set-cookie': 'sid=abc123; Path=/; HttpOnly; SameSite=Lax',
        },
      },
      '/tracked': page(
        'Tracked',
        `<img src="http://${otherHost}/pixel.gif" alt=""><script>document.cookie = 'ab_test=b; path=/';</script>`,
      ),
      '/clean': page('Clean'),
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    expect(
      (await invoke('create_project', { name: 'Pixel host', baseUrl: `http://${otherHost}`, confirm: true }))
        .ok,
    ).toBe(true);
    for (const [label, url] of [
      ['Insecure', '/insecure'],
      ['Hardened', '/hardened'],
      ['Tracked', '/tracked'],
      ['Clean', '/clean'],
    ]) {
      await invoke('create_scenario', { label, url, viewports: ['desktop'], confirm: true });
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
    await other.close();
  });

  it('security: a response without CSP and a cookie without HttpOnly are reported, with the fix; a hardened page passes', async () => {
    const started = await fetch(`${h.config.publicUrl}/api/ci/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: JSON.stringify({ type: 'security', scenarios: ['Insecure', 'Hardened'] }),
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    expect((await waitForRun(h, t.fullKey, runId, 60_000)).data).toMatchObject({
      status: 'failed',
      summary: { total: 2, failed: 1 },
    });
    const insecure = await findings('security', runId, 'Insecure');
    const ids = insecure.findings.map((f: { id: string }) => f.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'csp-missing',
        'cookie-httponly-sid',
        'framing-allowed',
        'banner-server',
        'nosniff-missing',
      ]),
    );
    expect(insecure.findings.find((f: { id: string }) => f.id === 'cookie-httponly-sid')).toMatchObject({
      severity: 'medium',
      fix: expect.stringMatching(/HttpOnly/),
    });
    expect(ids.some((id: string) => id.startsWith('form-http-'))).toBe(true);
    const hardened = await findings('security', runId, 'Hardened');
    expect(hardened.status).toBe('pass');
    expect(hardened.findings.map((f: { severity: string }) => f.severity)).not.toContain('medium');
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runId}`);
    expect(ui.text).toContain('No Content-Security-Policy');
  });

  it('privacy: cookies set and other sites called before any consent are reported; a clean page passes', async () => {
    const run = await invoke('run_privacy', { scenarios: ['Tracked', 'Clean'] });
    expect((await waitForRun(h, t.fullKey, run.data.runId, 60_000)).data.summary).toMatchObject({
      total: 2,
      failed: 1,
    });
    const tracked = await findings('privacy', run.data.runId, 'Tracked');
    expect(tracked.findings.map((f: { title: string }) => f.title)).toEqual(
      expect.arrayContaining([
        'First-party cookie ab_test set before consent',
        expect.stringMatching(/^Request to localhost:\d+ before consent$/),
      ]),
    );
    expect((await findings('privacy', run.data.runId, 'Clean')).findings).toEqual([]);
  });
});

import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const page = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>Shop</title></head><body style="margin:0;font-family:sans-serif"><h1 style="padding:20px">${heading}</h1><p style="padding:0 20px">Stable text.</p></body></html>`;

describe('web UI: sign in, look at runs, compare, approve', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;
  let other: Tenant;
  let origin: string;
  let browser: Browser;
  let failingRun: string;

  const run = async (tool: string, key = t.fullKey) => {
    const started = await h.invoke(tool, {}, key);
    return (await waitForRun(h, key, started.body.data.runId, 90_000)).data;
  };
  /** A browser page signed in with `key` through the sign-in form. */
  const signIn = async (key: string): Promise<Page> => {
    const context = await browser.newContext({ bypassCSP: true });
    const p = await context.newPage();
    await p.goto(`${origin}/signin`);
    await p.getByLabel('API key of your org').fill(key);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(`${origin}/`);
    return p;
  };
  /** No serious or critical axe-core violation on the page. */
  const accessible = async (p: Page) => {
    await p.addScriptTag({ path: AXE });
    const violations = await p.evaluate(async () => {
      const result = await (window as any).axe.run(document);
      return result.violations
        .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: { id: string; nodes: unknown[] }) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations, p.url()).toEqual([]);
  };

  beforeAll(async () => {
    site = await startSite({ '/': page('Welcome'), '/about': page('About us') });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    other = await h.tenant({ baseUrl: site.url });
    origin = await h.listen();
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    for (const [label, url] of [
      ['Home', '/'],
      ['About', '/about'],
    ]) {
      await h.invoke(
        'create_scenario',
        { label, url, viewports: ['phone', 'desktop'], confirm: true },
        t.fullKey,
      );
    }
    expect((await run('run_baseline')).status).toBe('completed');
    site.setPage('/about', page('About our team'));
    const failed = await run('run_vrt');
    expect(failed.status).toBe('failed');
    failingRun = failed.runId;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await h.close();
    await site.close();
  });

  it('the one-time link signs in once; pages answer for this org only', async () => {
    const keyId = (await h.vq.services.keys.authenticate(t.fullKey))!.id;
    const token = await h.vq.services.sessions.signInLink(keyId);
    const p = await (await browser.newContext({ bypassCSP: true })).newPage();
    await p.goto(`${origin}/signin?token=${token}`);
    expect(p.url()).toBe(`${origin}/`);
    await expect(p.getByRole('heading', { name: 'Projects' }).isVisible()).resolves.toBe(true);
    const cookie = (await p.context().cookies()).find((c) => c.name === 'vq_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await accessible(p);

    const again = await (await browser.newContext()).newPage();
    const response = await again.goto(`${origin}/signin?token=${token}`);
    expect(response!.status()).toBe(401);
    await expect(again.getByRole('alert').textContent()).resolves.toMatch(/already used or has expired/);

    // Another org's project and run are unknown here, like ones that do not exist.
    const foreign = await p.goto(`${origin}/projects/${other.projectSlug}`);
    expect(foreign!.status()).toBe(404);
    const missing = await p.goto(`${origin}/projects/${t.projectSlug}/runs/run_nope`);
    expect(missing!.status()).toBe(404);
    await expect(p.getByRole('link', { name: 'Back' }).getAttribute('href')).resolves.toBe(
      `/projects/${t.projectSlug}/tests`,
    );
  });

  it('from the runs list to a failure: four ways to compare, keys between results, thumbnails from the server', async () => {
    const p = await signIn(t.fullKey);
    await p.goto(`${origin}/projects/${t.projectSlug}`);
    await accessible(p);
    await p.goto(`${origin}/projects/${t.projectSlug}/tests`);
    await accessible(p);
    await p.locator('tbody tr').first().getByRole('link').first().click();
    await expect(p.getByRole('heading', { name: /^fail/ }).textContent()).resolves.toBe('fail (2)');
    await accessible(p);
    const thumb = p.locator('.card.s-fail img').first();
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    const png = PNG.sync.read(
      Buffer.from(await (await p.request.get(`${origin}${await thumb.getAttribute('src')}`)).body()),
    );
    expect(png.width).toBe(240);

    await p.locator('.card.s-fail h3 a').first().click();
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /^About · (phone|desktop)/,
    );
    await accessible(p);
    const viewer = p.locator('.viewer');
    for (const [button, mode] of [
      ['Overlay (2)', 'overlay'],
      ['Slider (3)', 'slider'],
      ['Diff (4)', 'diff'],
      ['Side by side (1)', 'side'],
    ]) {
      await p.getByRole('button', { name: button }).click();
      await expect(viewer.getAttribute('data-mode')).resolves.toBe(mode);
      await expect(p.getByRole('button', { name: button }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
    }
    await p.keyboard.press('2');
    await expect(viewer.getAttribute('data-mode')).resolves.toBe('overlay');
    await p.getByLabel('Opacity').fill('20');
    await expect(p.locator('.pane.test').evaluate((e) => getComputedStyle(e).opacity)).resolves.toBe('0.2');
    await expect(p.locator('.pane.test .region').count()).resolves.toBeGreaterThan(0);
    // Keys work when no field has the focus (the opacity slider had it).
    await p.locator('h1').click();
    const first = p.url();
    await p.keyboard.press('j');
    await p.waitForURL((u) => u.href !== first);
    await expect(p.locator('.pager').textContent()).resolves.toMatch(/2 of 4/);
    await p.keyboard.press('k');
    await p.waitForURL(first);

    // Shift-drag on the test image draws the rectangle of an ignore rule for this scenario.
    await p.getByRole('button', { name: 'Side by side (1)' }).click();
    const box = (await p.locator('.pane.test .frame').boundingBox())!;
    await p.keyboard.down('Shift');
    await p.mouse.move(box.x + 10, box.y + 10);
    await p.mouse.down();
    await p.mouse.move(box.x + 120, box.y + 60, { steps: 4 });
    await p.mouse.up();
    await p.keyboard.up('Shift');
    await expect(p.getByLabel('Rectangle').inputValue()).resolves.toMatch(
      /^rect\(\d+,\d+,[1-9]\d*,[1-9]\d*\)$/,
    );
    await p.getByRole('button', { name: 'Add the rule' }).click();
    await p.waitForURL(first);
    const details = await h.invoke('get_scenario_details', { scenarioLabel: 'About' }, t.fullKey);
    expect(details.body.data.scenario.rules).toEqual([
      expect.objectContaining({ mode: 'ignore', selector: expect.stringMatching(/^rect\(/) }),
    ]);
  });

  it('a read-only key sees no approve control, and a hand-made approval with its session is refused', async () => {
    const p = await signIn(t.readKey);
    await p.goto(`${origin}/projects/${t.projectSlug}/runs/${failingRun}`);
    await expect(p.getByRole('button', { name: /Approve/ }).count()).resolves.toBe(0);
    const csrf = await p.locator('input[name=_csrf]').first().getAttribute('value');
    const status = await p.evaluate(
      async ([url, token]) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `_csrf=${token}&all=failures`,
          })
        ).status,
      [`/projects/${t.projectSlug}/runs/${failingRun}/approve`, csrf!],
    );
    expect(status).toBe(403);
  });

  it('a forged form is refused; approving the failures makes the next run pass, and the UI shows it', async () => {
    const p = await signIn(t.fullKey);
    await p.goto(`${origin}/projects/${t.projectSlug}/runs/${failingRun}`);
    const forged = await p.evaluate(
      async (url) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'all=failures',
          })
        ).status,
      `/projects/${t.projectSlug}/runs/${failingRun}/approve`,
    );
    expect(forged).toBe(403);
    await p.getByRole('button', { name: 'Approve all 2 failure(s)' }).click();
    await p.waitForURL(`${origin}/projects/${t.projectSlug}/runs/${failingRun}`);
    await expect(p.locator('.card.s-fail .ok').count()).resolves.toBe(2);
    const audit = await h.invoke('get_org_audit_logs', { limit: 5 }, t.fullKey);
    expect(audit.body.data.entries.some((e: { tool: string }) => e.tool === 'approve_vrt_results')).toBe(
      true,
    );

    // Opened while it runs, the run page follows it to the end on its own (htmx polls, then reloads).
    const started = await h.invoke('run_vrt', {}, t.fullKey);
    await p.goto(`${origin}/projects/${t.projectSlug}/runs/${started.body.data.runId}`);
    await p
      .getByRole('status')
      .filter({ hasText: /completed\s+4 of 4 passed/ })
      .waitFor({ timeout: 60_000 });
    await expect(p.getByRole('heading', { name: /^fail/ }).count()).resolves.toBe(0);

    // Undo: the previous capture is approved again, so the change fails once more.
    const approved = (await h.vq.services.vrtRuns.results(failingRun)).find((r) => r.status === 'fail')!;
    await p.goto(`${origin}/projects/${t.projectSlug}/runs/${failingRun}/results/${approved.id}`);
    await p.getByRole('button', { name: 'Undo: approve the previous capture again' }).click();
    await p.waitForURL(`${origin}/projects/${t.projectSlug}/runs/${failingRun}`);
    const after = await run('run_vrt');
    expect(after.summary).toMatchObject({ failed: 1 });
  });

  // The UI's pixels do not depend on the database: once, on the embedded default.
  it.runIf(TEST_DB === 'sqlite')(
    'VisualQ checks its own UI: its pages are VRT scenarios that pass until the UI changes',
    async () => {
      // A second org whose project is this server's UI, seen with a session of the first org.
      const ui = await h.tenant({ baseUrl: origin });
      const { id: session } = await h.vq.services.sessions.open(
        (await h.vq.services.keys.authenticate(t.readKey))!.id,
      );
      const cookies = [{ name: 'vq_session', value: session }];
      for (const [label, url] of [
        ['UI sign-in', '/signin'],
        ['UI projects', '/'],
        ['UI runs', `/projects/${t.projectSlug}/tests`],
      ]) {
        const created = await h.invoke(
          'create_scenario',
          { label, url, viewports: ['desktop', 'phone'], cookies, confirm: true },
          ui.fullKey,
        );
        expect(created.body.ok, JSON.stringify(created.body)).toBe(true);
        expect(created.body.data.scenario.cookies).toEqual(['vq_session']);
      }
      expect((await run('run_baseline', ui.fullKey)).status).toBe('completed');
      expect(await run('run_vrt', ui.fullKey)).toMatchObject({
        status: 'completed',
        summary: { total: 6, passed: 6 },
      });
      // A new run of the first org changes what its runs list and projects page show.
      await run('run_vrt');
      const changed = await run('run_vrt', ui.fullKey);
      expect(changed.status).toBe('failed');
      const failures = (await h.invoke('get_run_failures', { runId: changed.runId }, ui.fullKey)).body.data
        .failures;
      expect(new Set(failures.map((f: { scenarioLabel: string }) => f.scenarioLabel))).toEqual(
        new Set(['UI projects', 'UI runs']),
      );
    },
    180_000,
  );

  it('a revoked key ends its session: back to sign-in with a message', async () => {
    const { key } = await h.vq.services.keys.create({
      orgId: t.orgId,
      kind: 'org',
      scopes: ['mcp_read'],
      projectId: t.projectId,
    });
    const p = await signIn(key);
    const id = (await h.vq.services.keys.authenticate(key))!.id;
    await h.vq.services.keys.revoke(id);
    await p.goto(`${origin}/projects/${t.projectSlug}`);
    expect(new URL(p.url()).pathname).toBe('/signin');
    await expect(p.getByRole('alert').textContent()).resolves.toMatch(/session has ended/);
    await accessible(p);
  });
});

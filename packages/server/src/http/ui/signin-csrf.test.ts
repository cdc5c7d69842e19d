import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/** The sign-in form's token and the cookie that goes with it, as our own page hands them out. */
async function signinForm(origin: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${origin}/signin`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('vq_signin='))!
    .split(';')[0];
  const token = /name="_signin" value="([^"]+)"/.exec(await response.text())![1];
  return { cookie, token };
}

describe('sign-in refuses what another site sends', () => {
  let h: Harness;
  let victim: Tenant;
  let attacker: Tenant;
  let origin: string;
  let evil: TestSite;
  let browser: Browser;

  beforeAll(async () => {
    h = await startHarness();
    victim = await h.tenant();
    attacker = await h.tenant();
    origin = await h.listen();
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await evil?.close();
    await h.close();
  });

  it('a page on another site cannot sign the visitor in to the attacker’s org (login CSRF)', async () => {
    // The attacker holds a valid form token of his own, got from our sign-in page.
    const own = await signinForm(origin);
    const form = (token: string) =>
      `<!doctype html><form method="post" action="${origin}/signin"><input name="key" value="${attacker.fullKey}"><input name="next" value="/"><input name="_signin" value="${token}"></form><script>document.forms[0].submit()</script>`;
    evil = await startSite({ '/': form(own.token), '/no-token': form('') });
    // Another site: localhost is not 127.0.0.1 to the browser, whatever the port.
    const evilOrigin = evil.url.replace('127.0.0.1', 'localhost');

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/signin`); // the visitor has a sign-in form of its own open
    for (const path of ['/', '/no-token']) {
      await page.goto(`${evilOrigin}${path}`);
      await page.waitForURL(/\/signin\?error=/);
      expect(await page.getByRole('alert').textContent()).toMatch(/not ours or had expired/);
    }
    expect((await context.cookies(origin)).map((c) => c.name)).not.toContain('vq_session');
    await page.goto(`${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/signin');

    // The visitor's own form still signs in.
    await page.getByLabel('API key of your org').fill(victim.fullKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/`);
    await context.close();
  });

  it('next never leads off the site, however it is spelled', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/signin?next=${encodeURIComponent('/\t/evil.invalid')}`);
    await page.getByLabel('API key of your org').fill(victim.fullKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/`);
    await context.close();

    // Clients other than a browser follow a Location header as it is: it must be ours.
    for (const next of [
      '/\t/evil.invalid',
      '/\\evil.invalid',
      '//evil.invalid',
      '/\n/evil.invalid',
      'https://evil.invalid',
      '/ok?x=1#y',
    ]) {
      const { cookie, token } = await signinForm(origin);
      const response = await fetch(`${origin}/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ key: victim.fullKey, next, _signin: token }),
        redirect: 'manual',
      });
      expect(response.status, next).toBe(303);
      const location = response.headers.get('location')!;
      expect(new URL(location, origin).origin, next).toBe(origin);
      expect(location).toBe(next === '/ok?x=1#y' ? '/ok?x=1#y' : '/');
    }
  });
});

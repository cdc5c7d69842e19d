import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const head = (title: string | null, extra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${title === null ? '' : `<title>${title}</title>`}${extra}</head>`;

// Lighthouse and the page checks happen in the browser, not the database: these run once, on the
// embedded default; page check storage is covered on both databases by page-checks.test.ts.
describe.runIf(TEST_DB === 'sqlite')(
  'SEO: what search engines read of a page, its site and its links',
  () => {
    let site: TestSite;
    let elsewhere: TestSite;
    let h: Harness;
    let t: Tenant;
    const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;

    beforeAll(async () => {
      // A site that belongs to no project: links to it are not followed, so never reported broken.
      elsewhere = await startSite({});
      const outside = `http://localhost:${new URL(elsewhere.url).port}/missing`;
      site = await startSite({});
      const good = `${head(
        'Linen cushions, made in Lyon',
        `<meta name="description" content="Hand-sewn linen cushions in twelve colours, delivered across Europe within three days.">
<link rel="canonical" href="${site.url}/good">
<link rel="alternate" hreflang="en" href="${site.url}/good"><link rel="alternate" hreflang="fr" href="${site.url}/fr/good">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Linen cushion"}</script>`,
      )}<body><h1>Linen cushions</h1><h2>Colours</h2><img src="/c.png" alt="A blue cushion"><p><a href="/fr/good">Lire en français</a> · <a href="${outside}">Our supplier</a></p></body></html>`;
      site.setPage('/good', good);
      site.setPage('/fr/good', good.replace('lang="en"', 'lang="fr"'));
      site.setPage('/c.png', { body: '', type: 'image/png' });
      site.setPage(
        '/bad',
        `${head(null, '<script type="application/ld+json">{"@type": "Product", name: broken}</script>')}<body><h2>Sale</h2><img src="/c.png"><a href="/gone">Last year's sale</a> <a href="/good">Cushions</a></body></html>`,
      );
      site.setPage(
        '/private',
        `${head('Private offers', '<meta name="description" content="Offers for members of the club, updated every week with new linen.">')}<body><h1>Members</h1></body></html>`,
      );
      site.setPage('/robots.txt', {
        body: `User-agent: *\nDisallow: /private\nSitemap: ${site.url}/sitemap.xml\n`,
        type: 'text/plain',
      });
      site.setPage('/sitemap.xml', {
        body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.url}/good</loc></url><url><loc>${site.url}/fr/good</loc></url></urlset>`,
        type: 'application/xml',
      });
      h = await startHarness();
      t = await h.tenant({ baseUrl: site.url });
      await h.listen();
      for (const [label, url] of [
        ['Good', '/good'],
        ['Bad', '/bad'],
        ['Private', '/private'],
      ]) {
        await invoke('create_scenario', { label, url, viewports: ['desktop'], confirm: true });
      }
    });
    afterAll(async () => {
      await h.close();
      await site.close();
      await elsewhere.close();
    });

    it('a page without a title and with a broken link fails, a complete page passes, and CI reads seoScore, seoPassed, seoFailed', async () => {
      const started = await fetch(`${h.config.publicUrl}/api/ci/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
        body: JSON.stringify({ type: 'seo' }),
      });
      expect(started.status).toBe(202);
      const { runId } = (await started.json()) as { runId: string };
      const done = await waitForRun(h, t.fullKey, runId, 170_000);
      // As an agent reads it: the run's next action lists each failing page and why.
      const next = done.nextActions.find((a: { tool: string }) => a.tool === 'get_run_failures');
      const failures = await invoke(next.tool, next.args);
      expect(failures.summary).toBe('2 of 3 checks failed.');
      expect(failures.data.failures).toEqual([
        expect.objectContaining({ pillar: 'seo', what: 'Bad', why: expect.stringMatching(/No <title>/) }),
        expect.objectContaining({ pillar: 'seo', what: 'Private' }),
      ]);
      expect(failures.nextActions).toEqual([
        { label: 'Read the seo report', tool: 'get_pillar_report', args: { pillar: 'seo', runId } },
      ]);
      const status = await (
        await fetch(`${h.config.publicUrl}/api/ci/status/${runId}`, { headers: { 'x-api-key': t.ciKey } })
      ).json();
      expect(status.error).toBeNull();
      expect(status).toMatchObject({
        type: 'seo-test',
        status: 'failed',
        seoPassed: 1,
        seoFailed: 2,
        summary: { total: 3, passed: 1, failed: 2 },
      });
      expect(status.seoScore).toBeGreaterThan(0);

      const report = await invoke('get_pillar_report', { pillar: 'seo', runId });
      expect(report.ok).toBe(true);
      const page = (label: string) =>
        report.data.pages.find((p: { scenarioLabel: string }) => p.scenarioLabel === label);
      const ids = (label: string) => page(label).findings.map((f: { id: string }) => f.id);

      expect(ids('Bad')).toEqual(
        expect.arrayContaining([
          'title-missing',
          'description-missing',
          'broken-links',
          'image-alt-missing',
          'structured-data-invalid',
          'h1-missing',
        ]),
      );
      const broken = page('Bad').findings.find((f: { id: string }) => f.id === 'broken-links');
      expect(broken.evidence).toContain(`404 ${site.url}/gone ("Last year's sale")`);
      expect(broken.evidence).not.toContain('/good');

      expect(page('Good').status).toBe('pass');
      expect(ids('Good')).not.toContain('broken-links');
      // The link to a site outside the project was never requested.
      expect(elsewhere.hits.size).toBe(0);
      expect(page('Good').score).toBeGreaterThan(page('Bad').score);
      expect(page('Good').score).toBeGreaterThanOrEqual(90);

      expect(ids('Private')).toContain('robots-disallowed');
      expect(ids('Private')).toContain('sitemap-omits-page');

      const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runId}`);
      expect(ui.text).toContain('SEO score');
      expect(ui.text).toContain('No &lt;title&gt;');
    }, 180_000);

    it('seo_get_report answers the latest run, seo_list_history each page’s score over runs, and a project without SEO runs is told how to start one', async () => {
      const latest = await invoke('seo_get_report', {});
      expect(latest.ok).toBe(true);
      expect(latest.summary).toMatch(/score \d+, 2 of 3 page\(s\) failing/);
      const history = await invoke('seo_list_history', {});
      const good = history.data.pages.find((p: { page: string }) => p.page === 'Good');
      expect(good.points[0]).toMatchObject({ status: 'pass', score: expect.any(Number), high: 0 });

      const fresh = await h.tenant({ baseUrl: site.url });
      const none = (await h.invoke('seo_get_report', {}, fresh.fullKey)).body;
      expect(none.ok).toBe(false);
      expect(none.error.code).toBe('validation_error');
      expect(none.nextActions[0].tool).toBe('run_seo');
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv, TEST_DB } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ, until } from '../src/test-support/process.js';

// `serve --demo` as a new user starts it: apart from the other CLI commands, so both files run at once.
describe('visualq serve --demo', () => {
  let env: Record<string, string | undefined>;
  let removeEnv: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ({ env, remove: removeEnv } = await processEnv('visualq-demo-'));
  });
  afterAll(async () => {
    await server?.kill();
    await removeEnv();
  });

  /** `serve --demo`, once its banner is out; the banner and the demo key. */
  async function serveDemo(): Promise<{ demo: ServerProcess; banner: string; key: string }> {
    await server?.kill();
    const demo = await spawnVisualQ('serve', env, ['--demo']);
    server = demo;
    const banner = await new Promise<string>((resolve) => {
      const poll = setInterval(() => {
        if (/API key:/.test(demo.output())) {
          clearInterval(poll);
          resolve(demo.output());
        }
      }, 50);
    });
    return { demo, banner, key: /API key:\s+(vq_org_live_\w+)/.exec(banner)![1] };
  }

  it('serve --demo prints a working key and a curl line; the demo site is served', async () => {
    const { demo, banner, key } = await serveDemo();
    expect(banner).toContain(`VQ=${demo.url}; KEY=${key}`);
    // The printed web UI link signs a person in once.
    const link = /Web UI:\s+(\S+)/.exec(banner)![1];
    const signedIn = await fetch(link, { redirect: 'manual' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('set-cookie')).toMatch(/vq_session=.+HttpOnly.+SameSite=Strict/i);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(401);
    const health = await invokeOver(demo.url, key, 'check_setup_health', {});
    expect(health.body.data.project).toBe('demo-shop');
    expect(health.body.data.checks.find((c: any) => c.name === 'site').status).toBe('ok');
    const page = await fetch(`${demo.url}/demo/pricing`);
    expect(await page.text()).toContain('Delivery plans');
  });

  // VRT on PostgreSQL is the VRT tests' own; here it is what a new user sees on the default.
  it.runIf(TEST_DB === 'sqlite')(
    'the demo project is ready for VRT: it captures its own baselines, then a test run passes everywhere',
    { timeout: 180_000 },
    async () => {
      const { demo, key } = await serveDemo();
      // The demo's own baseline run (or the one the previous server left unfinished) goes first.
      let history: any[] = [];
      await until(
        'no run in progress',
        async () => {
          history = (await invokeOver(demo.url, key, 'get_run_history', {})).body.data.runs;
          return history.every((r: any) => !['queued', 'running'].includes(r.status));
        },
        120_000,
      );
      expect(history.find((r: any) => r.type === 'baseline')).toMatchObject({
        status: 'completed',
        summary: { total: 12, failed: 0 },
      });
      const scenarios = await invokeOver(demo.url, key, 'list_scenarios', {});
      // Created in the same millisecond: their order is not part of the promise.
      expect(scenarios.body.data.scenarios.map((s: any) => s.label).sort()).toEqual([
        'Contact',
        'Home',
        'Pricing',
        'Product',
      ]);
      expect(scenarios.body.data.scenarios.every((s: any) => s.missingBaselines.length === 0)).toBe(true);
      const run = async (tool: string) => {
        const started = await invokeOver(demo.url, key, tool, {});
        for (;;) {
          const status = await invokeOver(demo.url, key, 'get_run_status', {
            runId: started.body.data.runId,
          });
          if (!['queued', 'running'].includes(status.body.data.status)) return status.body.data;
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      const firstRun = await run('run_vrt');
      // On a failure, say which captures differed and how, not only that one did.
      const firstFailures =
        firstRun.status === 'completed'
          ? null
          : (await invokeOver(demo.url, key, 'get_run_failures', { runId: firstRun.runId })).body.data;
      expect({ ...firstRun, firstFailures }).toMatchObject({
        status: 'completed',
        summary: { total: 12, passed: 12 },
        firstFailures: null,
      });

      // The README's path to a first failure: change a demo page, run, read the failures.
      expect(await cli(['demo', 'change'], env)).toMatch(/Changed demo page\(s\): pricing/);
      expect(await run('run_vrt')).toMatchObject({ status: 'failed', summary: { total: 12, failed: 3 } });
      const failures = await invokeOver(demo.url, key, 'get_run_failures', {});
      expect(failures.body.data.failures.map((f: any) => f.scenarioLabel)).toEqual([
        'Pricing',
        'Pricing',
        'Pricing',
      ]);
      const diff = await fetch(failures.body.data.failures[0].images.diff);
      expect(diff.headers.get('content-type')).toBe('image/png');
      await cli(['demo', 'reset'], env);
      expect(await run('run_vrt')).toMatchObject({ status: 'completed', summary: { passed: 12 } });
      await expect(cli(['demo', 'change', 'checkout'], env)).rejects.toMatchObject({
        stderr: expect.stringMatching(/unknown demo page checkout/),
      });
    },
  );

  it(
    'the demo project comes with a tracking plan: an audit passes and a ticket is proven',
    { timeout: 120_000 },
    async () => {
      const { demo, key } = await serveDemo();
      const started = await invokeOver(demo.url, key, 'run_tracking', {});
      expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
      await until(
        'the tracking run',
        async () =>
          !['queued', 'running'].includes(
            (await invokeOver(demo.url, key, 'get_run_status', { runId: started.body.data.runId })).body.data
              .status,
          ),
        90_000,
      );
      const report = await invokeOver(demo.url, key, 'tracking_get_audit_report', {});
      expect(report.body.data).toMatchObject({ score: 100, counts: { pass: 2, fail: 0, missing: 0 } });
      const proof = await invokeOver(demo.url, key, 'tracking_prove_jira_ticket', {
        ticketId: 'DEMO-1',
        reproGoal: "L'ajout de la lampe au panier envoie une mauvaise devise",
        confirm: true,
      });
      let job: any;
      await until(
        'the proof',
        async () => {
          job = (await invokeOver(demo.url, key, 'get_job_status', { jobId: proof.body.data.jobId })).body
            .data;
          return ['completed', 'failed'].includes(job.status);
        },
        90_000,
      );
      expect(job.result).toMatchObject({ proofVerdict: 'proven', event: { eventId: 'add_to_cart' } });
      expect(job.result.proofOutcome.headline).toMatch(/^OUI/);
    },
  );
});

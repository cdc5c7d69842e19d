import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/** Makes the database refuse the second approved baseline, as a crash part-way through would. */
async function failSecondApproval(h: Harness, on: boolean) {
  const db = h.vq.store.db;
  if (h.vq.store.dialect === 'sqlite') {
    await sql
      .raw(
        on
          ? `CREATE TRIGGER fail_second BEFORE INSERT ON baselines
             WHEN (SELECT count(*) FROM baselines WHERE approved_by IS NOT NULL) >= 1
             BEGIN SELECT RAISE(ABORT, 'disk full'); END`
          : 'DROP TRIGGER fail_second',
      )
      .execute(db);
    return;
  }
  if (!on) {
    await sql.raw('DROP TRIGGER fail_second ON baselines').execute(db);
    return;
  }
  await sql
    .raw(`CREATE FUNCTION fail_second() RETURNS trigger AS $$ BEGIN
      IF (SELECT count(*) FROM baselines WHERE approved_by IS NOT NULL) >= 1 THEN RAISE EXCEPTION 'disk full'; END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`)
    .execute(db);
  await sql
    .raw('CREATE TRIGGER fail_second BEFORE INSERT ON baselines FOR EACH ROW EXECUTE FUNCTION fail_second()')
    .execute(db);
}

describe('approve_vrt_results is all or nothing', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  let failedRun: string;

  beforeAll(async () => {
    site = await startSite({ '/': '<!doctype html><h1 style="color:#123">Price: 10 €</h1>' });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    const created = await h.invoke('create_scenario', { label: 'Home', url: '/', confirm: true }, t.fullKey);
    await waitForRun(h, t.fullKey, created.body.data.baselineRun.runId);
    site.setPage('/', '<!doctype html><h1 style="color:#123">Price: 12 €</h1>');
    const run = await h.invoke('run_vrt', {}, t.fullKey);
    failedRun = run.body.data.runId;
    expect((await waitForRun(h, t.fullKey, failedRun)).data.summary.failed).toBe(3);
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  const approvedState = async () => {
    const baselines = await h.vq.store.db
      .selectFrom('baselines')
      .select(['approved_by', 'is_current'])
      .execute();
    const results = await h.vq.store.db
      .selectFrom('results')
      .select('approved_at')
      .where('run_id', '=', failedRun)
      .execute();
    return {
      approvedBaselines: baselines.filter((b) => b.approved_by !== null).length,
      current: baselines.filter((b) => Number(b.is_current) === 1).length,
      approvedResults: results.filter((r) => r.approved_at !== null).length,
    };
  };

  it('a failure part-way leaves every baseline and result as it was', async () => {
    await failSecondApproval(h, true);
    try {
      const { status, body } = await h.invoke(
        'approve_vrt_results',
        { runId: failedRun, scenarios: ['Home'], confirm: true },
        t.fullKey,
      );
      expect(status).toBe(500);
      expect(body.error.code).toBe('internal_error');
    } finally {
      await failSecondApproval(h, false);
    }
    expect(await approvedState()).toEqual({ approvedBaselines: 0, current: 3, approvedResults: 0 });
  });

  it('once it can write, it approves all three and the next run passes', async () => {
    const { body } = await h.invoke(
      'approve_vrt_results',
      { runId: failedRun, scenarios: ['Home'], confirm: true },
      t.fullKey,
    );
    expect(body.data.approved).toHaveLength(3);
    expect(await approvedState()).toEqual({ approvedBaselines: 3, current: 3, approvedResults: 3 });
    const run = await h.invoke('run_vrt', {}, t.fullKey);
    expect((await waitForRun(h, t.fullKey, run.body.data.runId)).data.summary).toEqual({
      total: 3,
      passed: 3,
      failed: 0,
    });
  });
});

import type { Transaction } from 'kysely';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import type { BaselineTable, Database } from '../../store/schema.js';
import { MAIN_BRANCH } from '../runs/run.js';

export type Baseline = BaselineTable;

export interface BaselineKey {
  scenarioId: string;
  environmentId: string;
  viewport: string;
  browser: string;
}

/**
 * Approved images per (scenario, viewport, browser, environment, branch). A branch sees its own
 * approvals first and falls back to main's; history is kept, one row per approval.
 */
export class BaselineService {
  constructor(private readonly store: Store) {}

  private async currentOn(key: BaselineKey, branch: string): Promise<Baseline | undefined> {
    return this.store.db
      .selectFrom('baselines')
      .selectAll()
      .where('scenario_id', '=', key.scenarioId)
      .where('environment_id', '=', key.environmentId)
      .where('viewport', '=', key.viewport)
      .where('browser', '=', key.browser)
      .where('branch', '=', branch)
      .where('is_current', '=', 1)
      .executeTakeFirst();
  }

  async current(key: BaselineKey, branch: string): Promise<Baseline | undefined> {
    return (
      (await this.currentOn(key, branch)) ??
      (branch === MAIN_BRANCH ? undefined : this.currentOn(key, MAIN_BRANCH))
    );
  }

  /** The approval before the current one on a branch: what undoing the last approval restores. */
  async previous(key: BaselineKey, branch: string): Promise<Baseline | undefined> {
    return this.store.db
      .selectFrom('baselines')
      .selectAll()
      .where('scenario_id', '=', key.scenarioId)
      .where('environment_id', '=', key.environmentId)
      .where('viewport', '=', key.viewport)
      .where('browser', '=', key.browser)
      .where('branch', '=', branch)
      .where('is_current', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Main's current baselines of these scenarios in an environment. */
  async currentOnMain(environmentId: string, scenarioIds: string[]): Promise<Baseline[]> {
    if (scenarioIds.length === 0) return [];
    return this.store.db
      .selectFrom('baselines')
      .selectAll()
      .where('environment_id', '=', environmentId)
      .where('scenario_id', 'in', scenarioIds)
      .where('branch', '=', MAIN_BRANCH)
      .where('is_current', '=', 1)
      .execute();
  }

  /**
   * Makes an image the current baseline in one transaction (or in the caller's, so that several
   * approvals commit together): a crash leaves the old one current.
   */
  async save(
    key: BaselineKey,
    input: {
      branch: string;
      imageHash: string;
      width: number;
      height: number;
      details: string;
      sourceResultId: string | null;
      approvedBy: string | null;
    },
    trx?: Transaction<Database>,
  ): Promise<Baseline> {
    const baseline: Baseline = {
      id: newId('bsl'),
      scenario_id: key.scenarioId,
      environment_id: key.environmentId,
      viewport: key.viewport,
      browser: key.browser,
      branch: input.branch,
      image_hash: input.imageHash,
      width: input.width,
      height: input.height,
      details: input.details,
      source_result_id: input.sourceResultId,
      approved_by: input.approvedBy,
      is_current: 1,
      created_at: nowIso(),
    };
    const write = async (trx: Transaction<Database>) => {
      await trx
        .updateTable('baselines')
        .set({ is_current: 0 })
        .where('scenario_id', '=', key.scenarioId)
        .where('environment_id', '=', key.environmentId)
        .where('viewport', '=', key.viewport)
        .where('browser', '=', key.browser)
        .where('branch', '=', input.branch)
        .where('is_current', '=', 1)
        .execute();
      await trx.insertInto('baselines').values(baseline).execute();
    };
    if (trx) await write(trx);
    else await this.store.db.transaction().execute(write);
    return baseline;
  }

  /** An operator's promotion: a branch's current baselines become main's. */
  async promote(
    environmentId: string,
    scenarioIds: string[],
    branch: string,
    approvedBy: string | null,
  ): Promise<number> {
    if (scenarioIds.length === 0) return 0;
    return this.store.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('baselines')
        .selectAll()
        .where('environment_id', '=', environmentId)
        .where('scenario_id', 'in', scenarioIds)
        .where('branch', '=', branch)
        .where('is_current', '=', 1)
        .execute();
      for (const b of rows) {
        await this.save(
          { scenarioId: b.scenario_id, environmentId, viewport: b.viewport, browser: b.browser },
          {
            branch: MAIN_BRANCH,
            imageHash: b.image_hash,
            width: b.width,
            height: b.height,
            details: b.details,
            sourceResultId: b.source_result_id,
            approvedBy,
          },
          trx,
        );
      }
      return rows.length;
    });
  }
}

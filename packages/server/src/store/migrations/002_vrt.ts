import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scenarios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('scenarios_project_label', ['project_id', 'label'])
    .execute();

  await db.schema
    .createTable('scenario_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scenario_id', 'text', (c) => c.notNull().references('scenarios.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('selector', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('viewport', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('environment_id', 'text', (c) => c.notNull().references('environments.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('commit_sha', 'text')
    .addColumn('pr_number', 'integer')
    .addColumn('pr_url', 'text')
    .addColumn('ci_provider', 'text')
    .addColumn('jira_key', 'text')
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('runs_project_created')
    .on('runs')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('scenario_id', 'text', (c) => c.notNull().references('scenarios.id'))
    .addColumn('scenario_label', 'text', (c) => c.notNull())
    .addColumn('viewport', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mismatch_percent', 'real')
    .addColumn('changed_pixels', 'integer')
    .addColumn('test_hash', 'text')
    .addColumn('baseline_hash', 'text')
    .addColumn('diff_hash', 'text')
    .addColumn('baseline_id', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('approved_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('results_run').on('results').columns(['run_id']).execute();

  await db.schema
    .createTable('baselines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scenario_id', 'text', (c) => c.notNull().references('scenarios.id'))
    .addColumn('environment_id', 'text', (c) => c.notNull().references('environments.id'))
    .addColumn('viewport', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('image_hash', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('source_result_id', 'text')
    .addColumn('approved_by', 'text')
    .addColumn('is_current', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('baselines_lookup')
    .on('baselines')
    .columns(['scenario_id', 'environment_id', 'viewport', 'browser', 'branch', 'is_current'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['baselines', 'results', 'runs', 'scenario_rules', 'scenarios']) {
    await db.schema.dropTable(table).execute();
  }
}

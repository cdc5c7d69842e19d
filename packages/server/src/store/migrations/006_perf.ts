import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('perf_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('scenario_id', 'text', (c) => c.notNull())
    .addColumn('scenario_label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('preset', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('lhr_hash', 'text')
    .addColumn('html_hash', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('perf_results_unique', ['run_id', 'scenario_id', 'preset'])
    .execute();
  // The project's default budgets, used when a run names none.
  await db.schema.alterTable('projects').addColumn('perf_budgets', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('perf_results').execute();
  await db.schema.alterTable('projects').dropColumn('perf_budgets').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Security and privacy checks of a page as it loads: findings with severity and fix.
  await db.schema
    .createTable('page_check_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('scenario_id', 'text', (c) => c.notNull())
    .addColumn('scenario_label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('page_check_results_unique', ['run_id', 'scenario_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_check_results').execute();
}

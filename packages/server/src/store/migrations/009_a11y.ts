import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('a11y_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('scenario_id', 'text', (c) => c.notNull())
    .addColumn('scenario_label', 'text', (c) => c.notNull())
    .addColumn('viewport', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('a11y_results_unique', ['run_id', 'scenario_id', 'viewport'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('a11y_results').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One plan document per project environment: edited whole in a transaction, versioned, so a
  // crash mid-edit leaves the previous version intact.
  await db.schema
    .createTable('tracking_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('environment_id', 'text', (c) => c.notNull().references('environments.id'))
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tracking_plans_environment', ['project_id', 'environment_id'])
    .execute();

  await db.schema
    .createTable('tracking_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tracking_results_unique', ['run_id', 'kind', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['tracking_results', 'tracking_plans']) await db.schema.dropTable(table).execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frt_features')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('gherkin', 'text', (c) => c.notNull())
    .addColumn('start_path', 'text')
    .addColumn('base_url', 'text')
    .addColumn('ticket_ids', 'text', (c) => c.notNull())
    .addColumn('requires_auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_name', 'text')
    .addColumn('goal', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('frt_features_project').on('frt_features').columns(['project_id']).execute();

  await db.schema
    .createTable('frt_step_defs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('forked_from', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('frt_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id'))
    .addColumn('feature_id', 'text', (c) => c.notNull())
    .addColumn('feature_name', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('example', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('trace_hash', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('frt_results_unique', ['run_id', 'feature_id', 'scenario', 'example'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['frt_results', 'frt_step_defs', 'frt_features'])
    await db.schema.dropTable(table).execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // An agent's recording: an objective carried out one clause per turn, kept between calls.
  await db.schema
    .createTable('recording_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('environment_id', 'text', (c) => c.notNull().references('environments.id'))
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('start_path', 'text', (c) => c.notNull())
    .addColumn('clauses', 'text', (c) => c.notNull())
    .addColumn('grounded', 'text', (c) => c.notNull())
    .addColumn('max_turns', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('feature_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recording_sessions').execute();
}

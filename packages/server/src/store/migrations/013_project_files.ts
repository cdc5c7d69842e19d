import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Files a project keeps for its journeys' upload steps, by name; the bytes are artifacts.
  await db.schema
    .createTable('project_files')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_files_pk', ['project_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_files').execute();
}

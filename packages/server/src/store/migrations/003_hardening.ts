import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('description', 'text').execute();
  // One result per run × scenario × viewport × browser: a worker that lost its claim cannot add more.
  await db.schema
    .createIndex('results_unique_capture')
    .on('results')
    .columns(['run_id', 'scenario_id', 'viewport', 'browser'])
    .unique()
    .execute();
  // Deleting a scenario keeps its past results and baselines.
  await db.schema.alterTable('scenarios').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('results_unique_capture').execute();
  await db.schema.alterTable('projects').dropColumn('description').execute();
  await db.schema.alterTable('scenarios').dropColumn('deleted_at').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A failed scenario run once more to record its trace (trace "on-first-retry"): how that went.
  await db.schema.alterTable('frt_results').addColumn('retry', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frt_results').dropColumn('retry').execute();
}

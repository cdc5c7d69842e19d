import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A scenario that restored the run's login cookies instead of running the login preamble again.
  await db.schema
    .alterTable('frt_results')
    .addColumn('login_reused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frt_results').dropColumn('login_reused').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // SEO is a page check too; its pages carry Lighthouse's SEO score (0–100).
  await db.schema.alterTable('page_check_results').addColumn('score', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_check_results').dropColumn('score').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The GitHub repository ("owner/name") whose PRs get VisualQ's comment.
  await db.schema.alterTable('projects').addColumn('github_repo', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('github_repo').execute();
}

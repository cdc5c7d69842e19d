import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Settings every server of an install shares, kept in the database rather than in a process or
  // a data directory (the key that signs artifact links).
  await db.schema
    .createTable('server_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  // Each key's rate-limit bucket, shared by every server on the database (PostgreSQL).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .addColumn('allowed', 'boolean', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('server_settings').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A person's session in the web UI: an opaque id (stored hashed) bound to the key they signed in
  // with, so revoking the key ends the session.
  await db.schema
    .createTable('ui_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
    .addColumn('csrf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // One-time sign-in links (the demo prints one): used once, short-lived.
  await db.schema
    .createTable('ui_sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // Thumbnails made on demand from stored images, so a page of hundreds of results stays light.
  await db.schema
    .createTable('thumbnails')
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('thumb_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('thumbnails_pk', ['source_hash', 'width'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['thumbnails', 'ui_sign_in_links', 'ui_sessions'])
    await db.schema.dropTable(table).execute();
}

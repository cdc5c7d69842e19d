import { type Kysely, sql } from 'kysely';

const COLUMNS = [
  'id',
  'run_id',
  'feature_id',
  'feature_name',
  'scenario',
  'example',
  'status',
  'steps',
  'error',
  'trace_hash',
  'duration_ms',
  'created_at',
  'login_reused',
  'retry',
];

/**
 * A project's default engines (JSON list; null: Chromium), and the engine each journey ran in. A
 * run may hold the same scenario once per engine, so frt_results is rebuilt with a unique key that
 * includes the engine (SQLite cannot drop a table's constraint in place).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('browsers', 'text').execute();
  await db.schema
    .createTable('frt_results_by_engine')
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
    .addColumn('login_reused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry', 'text')
    .addColumn('browser', 'text', (c) => c.notNull().defaultTo('chromium'))
    .addUniqueConstraint('frt_results_engine_unique', [
      'run_id',
      'feature_id',
      'scenario',
      'example',
      'browser',
    ])
    .execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into frt_results_by_engine (${columns}) select ${columns} from frt_results`.execute(db);
  await db.schema.dropTable('frt_results').execute();
  await db.schema.alterTable('frt_results_by_engine').renameTo('frt_results').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('frt_results').where('browser', '<>', 'chromium').execute();
  await db.schema.alterTable('frt_results').dropColumn('browser').execute();
  await db.schema.alterTable('projects').dropColumn('browsers').execute();
}

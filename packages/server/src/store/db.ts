import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import * as foundation from './migrations/001_foundation.js';
import * as vrt from './migrations/002_vrt.js';
import * as hardening from './migrations/003_hardening.js';
import * as frt from './migrations/004_frt.js';
import * as tracking from './migrations/005_tracking.js';
import * as perf from './migrations/006_perf.js';
import * as ui from './migrations/007_ui.js';
import * as quality from './migrations/008_quality.js';
import * as a11y from './migrations/009_a11y.js';
import * as pageChecks from './migrations/010_page_checks.js';
import * as seo from './migrations/011_seo.js';
import * as frtLogin from './migrations/012_frt_login.js';
import * as projectFiles from './migrations/013_project_files.js';
import * as recordings from './migrations/014_recordings.js';
import * as serverSettings from './migrations/015_server_settings.js';
import * as frtRetry from './migrations/016_frt_retry.js';
import * as engines from './migrations/017_engines.js';
import { boundedPool } from './pg-pool.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_vrt': vrt,
  '003_hardening': hardening,
  '004_frt': frt,
  '005_tracking': tracking,
  '006_perf': perf,
  '007_ui': ui,
  '008_quality': quality,
  '009_a11y': a11y,
  '010_page_checks': pageChecks,
  '011_seo': seo,
  '012_frt_login': frtLogin,
  '013_project_files': projectFiles,
  '014_recordings': recordings,
  '015_server_settings': serverSettings,
  '016_frt_retry': frtRetry,
  '017_engines': engines,
};

/** How long a database wait may last before it ends in an error, unless configured. */
export const DEFAULT_DB_TIMEOUT_MS = 5_000;

export function openStore(options: { databaseUrl?: string; dataDir: string; dbTimeoutMs?: number }): Store {
  const timeoutMs = options.dbTimeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
  if (options.databaseUrl) {
    const pool = boundedPool(options.databaseUrl, timeoutMs, { max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'visualq.db'));
  // WAL lets readers proceed while a writer commits; a busy timeout covers a second process (CLI).
  file.pragma('journal_mode = WAL');
  file.pragma(`busy_timeout = ${timeoutMs}`);
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query, so the same
 * SQL reuses its statement (better-sqlite3 statements are reusable once a call returns).
 */
function withStatementCache(file: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        // Queries with IN lists of every length would grow this without end.
        if (statements.size >= 500) statements.clear();
        statement = file.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

export async function migrate(store: Store): Promise<string[]> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pendingMigrations(store: Store): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } });
  const list = await migrator.getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}

/** PostgreSQL error codes of a server that cannot answer now: cancelled by timeout, shutting down, cut off. */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY']);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|query read timeout|connection terminated/i;

/** True when an error says the database did not answer (a wait timed out, the connection dropped). */
export function databaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_ERRNOS.has(code))) ||
    UNAVAILABLE_MESSAGES.test(error.message)
  );
}

/** One round trip to the database: the readiness check times it. */
export async function pingDatabase(store: Store): Promise<void> {
  await sql`select 1 as one`.execute(store.db);
}

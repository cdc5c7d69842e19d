import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomToken } from '../store/ids.js';

/** The suite runs once per engine: VISUALQ_TEST_DB=postgres switches from SQLite to PostgreSQL. */
export const TEST_DB = process.env.VISUALQ_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const ADMIN_URL = process.env.VISUALQ_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database for one test file, dropped afterwards. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vq_test_${randomToken(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The environment of spawned `visualq` processes: a data directory of their own and, on the
 * PostgreSQL pass, a database of their own; `remove` deletes both.
 */
export async function processEnv(
  prefix: string,
  extra: Record<string, string> = {},
): Promise<{ env: Record<string, string | undefined>; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = TEST_DB === 'postgres' ? await createPgDatabase() : undefined;
  return {
    env: { VISUALQ_DATA_DIR: dataDir, DATABASE_URL: db?.url, ...extra },
    async remove() {
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

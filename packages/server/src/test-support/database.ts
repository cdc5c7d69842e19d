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

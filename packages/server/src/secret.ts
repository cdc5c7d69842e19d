import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from './store/db.js';

/**
 * The key that signs artifact links: VISUALQ_SECRET when set; else the one the database keeps, so
 * every server on it signs and checks links alike. The first server to start picks it (a secret an
 * older install kept in its data directory, so its links keep working, or a new random one).
 */
export async function loadSecret(
  store: Store,
  dataDir: string,
  fromEnv = process.env.VISUALQ_SECRET,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const stored = () =>
    store.db
      .selectFrom('server_settings')
      .select('value')
      .where('name', '=', 'signing_secret')
      .executeTakeFirst();
  const found = await stored();
  if (found) return found.value;
  const file = path.join(dataDir, 'secret');
  const candidate = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').trim()
    : randomBytes(32).toString('base64url');
  // Two servers starting at once both propose one: the first written wins, and both read it back.
  await store.db
    .insertInto('server_settings')
    .values({ name: 'signing_secret', value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await stored())!.value;
}

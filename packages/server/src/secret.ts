import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs artifact URLs: VISUALQ_SECRET when set (several servers must share it),
 * else a random one kept in the data directory so links survive a restart.
 */
export function loadSecret(dataDir: string, fromEnv = process.env.VISUALQ_SECRET): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

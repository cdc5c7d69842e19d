import type { Store } from '../store/db.js';
import { nowIso, randomToken } from '../store/ids.js';
import type { AuthKey } from './keys.js';
import { hashSecret, type KeyService } from './keys.js';
import type { Org, OrgService } from './orgs.js';

const SESSION_TTL_MS = 12 * 3600_000;
const LINK_TTL_MS = 30 * 60_000;

export interface UiSession {
  key: AuthKey;
  org: Org;
  /** Every form and write of the session carries it. */
  csrf: string;
}

/**
 * Sessions of people in the web UI. The cookie holds an opaque random id; the server keeps its hash,
 * the key it was opened with and an expiry. A revoked key ends its sessions at once.
 */
export class SessionService {
  constructor(
    private readonly store: Store,
    private readonly keys: KeyService,
    private readonly orgs: OrgService,
  ) {}

  async open(keyId: string): Promise<{ id: string; maxAgeSeconds: number }> {
    const id = randomToken(32);
    const now = Date.now();
    await this.store.db
      .insertInto('ui_sessions')
      .values({
        id_hash: hashSecret(id),
        key_id: keyId,
        csrf: randomToken(32),
        created_at: nowIso(),
        expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
      })
      .execute();
    return { id, maxAgeSeconds: SESSION_TTL_MS / 1000 };
  }

  async find(id: string | undefined): Promise<UiSession | null> {
    if (!id) return null;
    const row = await this.store.db
      .selectFrom('ui_sessions')
      .selectAll()
      .where('id_hash', '=', hashSecret(id))
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    const key = row ? await this.keys.active(row.key_id) : null;
    const org = key ? await this.orgs.forCall(key.orgId) : undefined;
    return row && key && org ? { key, org, csrf: row.csrf } : null;
  }

  async close(id: string | undefined): Promise<void> {
    if (id) await this.store.db.deleteFrom('ui_sessions').where('id_hash', '=', hashSecret(id)).execute();
  }

  /** A one-time link that opens a session for this key (printed by the demo). */
  async signInLink(keyId: string): Promise<string> {
    const token = randomToken(32);
    await this.store.db
      .insertInto('ui_sign_in_links')
      .values({
        token_hash: hashSecret(token),
        key_id: keyId,
        expires_at: new Date(Date.now() + LINK_TTL_MS).toISOString(),
      })
      .execute();
    return token;
  }

  /** The key a link signs in as; the link is spent whether or not it was still valid. */
  async redeem(token: string): Promise<string | null> {
    const hash = hashSecret(token);
    return this.store.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('ui_sign_in_links')
        .selectAll()
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom('ui_sign_in_links').where('token_hash', '=', hash).execute();
      return row.expires_at > nowIso() ? row.key_id : null;
    });
  }
}

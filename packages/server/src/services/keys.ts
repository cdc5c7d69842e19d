import { createHash } from 'node:crypto';
import { ToolError } from '../errors.js';
import type { Store } from '../store/db.js';
import { newId, nowIso, randomToken } from '../store/ids.js';
import { fromJson, toJson } from '../store/json.js';
import type { ApiKeyTable } from '../store/schema.js';
import { Recent } from './recent.js';

export const SCOPES = ['mcp_read', 'mcp_full', 'ci'] as const;
export type Scope = (typeof SCOPES)[number];
export type KeyKind = 'org' | 'project';

const PREFIX: Record<KeyKind, string> = { org: 'vq_org_live_', project: 'vq_live_' };

/** What the gateway knows about the caller once a key is verified. Never holds the key itself. */
export interface AuthKey {
  id: string;
  orgId: string;
  kind: KeyKind;
  name: string;
  scopes: Scope[];
  projectId: string | null;
}

export function keyView(row: ApiKeyTable) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    scopes: fromJson<string[]>(row.scopes, []),
    projectId: row.project_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

function authKey(row: ApiKeyTable): AuthKey {
  return {
    id: row.id,
    orgId: row.org_id,
    kind: row.kind as KeyKind,
    name: row.name,
    scopes: fromJson<Scope[]>(row.scopes, []),
    projectId: row.project_id,
  };
}

/** Keys carry ~131 random bits, so a fast hash is enough; no salt is needed to resist guessing. */
export function hashSecret(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

const LAST_USED_RESOLUTION_MS = 60_000;

export class KeyService {
  private readonly lastUsedWritten = new Map<string, number>();
  /** Verified keys by hash: a revocation through this instance counts at once, elsewhere within 1 s. */
  private readonly verified = new Recent<AuthKey | null>();

  constructor(private readonly store: Store) {}

  async create(input: {
    orgId: string;
    kind: KeyKind;
    name?: string;
    scopes?: Scope[];
    projectId?: string | null;
    /** Registers a key the operator already holds (e.g. VISUALQ_DEMO_API_KEY) instead of minting one. */
    raw?: string;
  }): Promise<{ key: string; record: ReturnType<typeof keyView> }> {
    const scopes = input.scopes ?? (input.kind === 'org' ? ['mcp_full'] : ['ci']);
    for (const s of scopes) {
      if (!(SCOPES as readonly string[]).includes(s)) {
        throw new ToolError('validation_error', `scopes: "${s}" is not one of ${SCOPES.join(', ')}`);
      }
    }
    if (input.kind === 'project' && !input.projectId) {
      throw new ToolError('validation_error', 'project: a project key needs a project');
    }
    const raw = input.raw ?? PREFIX[input.kind] + randomToken(32);
    if (!raw.startsWith(PREFIX[input.kind])) {
      throw new ToolError('validation_error', `key: a ${input.kind} key starts with ${PREFIX[input.kind]}`);
    }
    const row: ApiKeyTable = {
      id: newId('key'),
      org_id: input.orgId,
      project_id: input.projectId ?? null,
      kind: input.kind,
      name: input.name ?? `${input.kind} key`,
      prefix: raw.slice(0, PREFIX[input.kind].length + 4),
      hash: hashSecret(raw),
      scopes: toJson(scopes),
      created_at: nowIso(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.store.db.insertInto('api_keys').values(row).execute();
    // A key asked for just before it existed is remembered as unknown: forget that.
    this.verified.clear();
    return { key: raw, record: keyView(row) };
  }

  async authenticate(raw: string): Promise<AuthKey | null> {
    if (!raw.startsWith('vq_')) return null;
    const key = await this.verified.get(hashSecret(raw), async () => {
      const row = await this.store.db
        .selectFrom('api_keys')
        .selectAll()
        .where('hash', '=', hashSecret(raw))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? authKey(row) : null;
    });
    if (key) this.touch(key.id);
    return key;
  }

  /** The identity a queued job runs as, even if its key was revoked after it was queued. */
  async byId(id: string): Promise<AuthKey | null> {
    const row = await this.store.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? authKey(row) : null;
  }

  /** last_used_at to the minute: one write per key per minute, not one per request. */
  private touch(id: string): void {
    const now = Date.now();
    if (now - (this.lastUsedWritten.get(id) ?? 0) < LAST_USED_RESOLUTION_MS) return;
    this.lastUsedWritten.set(id, now);
    void this.store.db
      .updateTable('api_keys')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
  }

  async list(orgId: string) {
    const rows = await this.store.db
      .selectFrom('api_keys')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .execute();
    return rows.map(keyView);
  }

  /** A key by id, unless it was revoked. */
  async active(id: string): Promise<AuthKey | null> {
    const row = await this.store.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? authKey(row) : null;
  }

  async revoke(id: string): Promise<boolean> {
    this.verified.clear();
    const result = await this.store.db
      .updateTable('api_keys')
      .set({ revoked_at: nowIso() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

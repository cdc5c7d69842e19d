import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import { fromJson, toJson } from '../store/json.js';

const SECRET_ARG = /token|secret|password|passwd|api[-_]?key|authorization|cookie|credential/i;

/** Copies args with every secret-looking field replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_ARG.test(k) ? '[redacted]' : redactSecrets(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  orgId: string;
  keyId: string | null;
  tool: string;
  args: unknown;
  outcome: 'ok' | 'error';
  errorCode?: string | null;
}

export class AuditService {
  constructor(private readonly store: Store) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.store.db
      .insertInto('audit_logs')
      .values({
        id: newId('aud'),
        org_id: entry.orgId,
        key_id: entry.keyId,
        tool: entry.tool,
        args: toJson(redactSecrets(entry.args)),
        outcome: entry.outcome,
        error_code: entry.errorCode ?? null,
        created_at: nowIso(),
      })
      .execute();
  }

  async list(orgId: string, options: { limit: number; tool?: string }) {
    let query = this.store.db.selectFrom('audit_logs').selectAll().where('org_id', '=', orgId);
    if (options.tool) query = query.where('tool', '=', options.tool);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      tool: r.tool,
      keyId: r.key_id,
      args: fromJson(r.args, {}),
      outcome: r.outcome,
      errorCode: r.error_code,
      createdAt: r.created_at,
    }));
  }
}

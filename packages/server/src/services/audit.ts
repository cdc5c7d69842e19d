import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import { fromJson, toJson } from '../store/json.js';

const SECRET_ARG = /token|secret|password|passwd|api[-_]?key|authorization|cookie|credential/i;

/** What an audit row keeps of a call's arguments: enough to see what was asked, never a flood. */
export const AUDIT_LIMITS = { depth: 8, stringChars: 2_000, items: 50, totalChars: 16_384 };

/**
 * A copy of args safe to store: secret-looking fields redacted, and nesting, strings, lists and the
 * whole bounded by AUDIT_LIMITS, each cut marked with a visible "[truncated: …]".
 */
export function auditableArgs(value: unknown): unknown {
  const bounded = bound(value, 0);
  const json = JSON.stringify(bounded) ?? 'null';
  if (json.length <= AUDIT_LIMITS.totalChars) return bounded;
  return {
    '[truncated]': `arguments of ${json.length} characters cut to ${AUDIT_LIMITS.totalChars}`,
    preview: json.slice(0, AUDIT_LIMITS.totalChars - 200),
  };
}

function bound(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > AUDIT_LIMITS.stringChars
      ? `${value.slice(0, AUDIT_LIMITS.stringChars)}[truncated: ${value.length} characters]`
      : value;
  }
  if (!value || typeof value !== 'object') return value;
  if (depth >= AUDIT_LIMITS.depth) return `[truncated: nested deeper than ${AUDIT_LIMITS.depth} levels]`;
  if (Array.isArray(value)) {
    const items = value.slice(0, AUDIT_LIMITS.items).map((v) => bound(v, depth + 1));
    if (value.length > AUDIT_LIMITS.items)
      items.push(`[truncated: ${value.length - AUDIT_LIMITS.items} more items]`);
    return items;
  }
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries.slice(0, AUDIT_LIMITS.items)) {
    out[k] = SECRET_ARG.test(k) ? '[redacted]' : bound(v, depth + 1);
  }
  if (entries.length > AUDIT_LIMITS.items) {
    out['[truncated]'] = `${entries.length - AUDIT_LIMITS.items} more fields`;
  }
  return out;
}

export interface AuditEntry {
  orgId: string;
  keyId: string | null;
  tool: string;
  args: unknown;
}

/**
 * The audit log of write calls. A call's row is written before the tool runs (outcome "pending")
 * and completed after, so no write can succeed without its row.
 */
export class AuditService {
  constructor(private readonly store: Store) {}

  async begin(entry: AuditEntry): Promise<string> {
    const id = newId('aud');
    await this.store.db
      .insertInto('audit_logs')
      .values({
        id,
        org_id: entry.orgId,
        key_id: entry.keyId,
        tool: entry.tool,
        args: toJson(auditableArgs(entry.args)),
        outcome: 'pending',
        error_code: null,
        created_at: nowIso(),
      })
      .execute();
    return id;
  }

  async finish(id: string, outcome: 'ok' | 'error', errorCode: string | null): Promise<void> {
    await this.store.db
      .updateTable('audit_logs')
      .set({ outcome, error_code: errorCode })
      .where('id', '=', id)
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

import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import type { Target } from '../projects.js';
import { EMPTY_PLAN, type PlanEvent, type PlanPage, type TrackingPlan } from './plan-schema.js';

export interface StoredPlan {
  plan: TrackingPlan;
  version: number;
  updatedAt: string | null;
  /** When each event last changed (its variables, links, anything); older plans know only updatedAt. */
  eventChangedAt: (eventId: string) => string | null;
}

/** The stored document: the plan, and when each of its events last changed (kept out of the plan itself). */
type PlanDoc = TrackingPlan & { eventsChangedAt?: Record<string, string> };

function readDoc(doc: string): { plan: TrackingPlan; changed: Record<string, string> } {
  const { eventsChangedAt, ...plan } = { ...EMPTY_PLAN, ...fromJson<PlanDoc>(doc, EMPTY_PLAN) };
  return { plan, changed: eventsChangedAt ?? {} };
}

/** The events an edit changed or added, by comparing each with what it was. */
function stampChanges(
  before: TrackingPlan,
  after: TrackingPlan,
  changed: Record<string, string>,
  now: string,
) {
  const was = new Map(before.events.map((e) => [e.id, JSON.stringify(e)]));
  const stamped: Record<string, string> = {};
  for (const e of after.events)
    stamped[e.id] = was.get(e.id) === JSON.stringify(e) ? (changed[e.id] ?? now) : now;
  return stamped;
}

/** Tracking plans: one document per project environment, each edit one transaction. */
export class PlanService {
  constructor(private readonly store: Store) {}

  async get(target: Target): Promise<StoredPlan> {
    const row = await this.store.db
      .selectFrom('tracking_plans')
      .selectAll()
      .where('project_id', '=', target.project.id)
      .where('environment_id', '=', target.environment.id)
      .executeTakeFirst();
    if (!row)
      return { plan: structuredClone(EMPTY_PLAN), version: 0, updatedAt: null, eventChangedAt: () => null };
    const { plan, changed } = readDoc(row.doc);
    return {
      plan,
      version: row.version,
      updatedAt: row.updated_at,
      eventChangedAt: (eventId) => changed[eventId] ?? row.updated_at,
    };
  }

  /**
   * Reads the plan, lets `change` edit it, and writes it back as the next version, all in one
   * transaction: a refused change (a ToolError) or a crash leaves the stored plan as it was.
   */
  async edit<T>(
    target: Target,
    change: (plan: TrackingPlan) => T | Promise<T>,
  ): Promise<{ result: T; version: number }> {
    return this.store.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('tracking_plans')
        .selectAll()
        .where('project_id', '=', target.project.id)
        .where('environment_id', '=', target.environment.id);
      if (this.store.dialect === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      const { plan, changed } = row ? readDoc(row.doc) : { plan: structuredClone(EMPTY_PLAN), changed: {} };
      const before = structuredClone(plan);
      const result = await change(plan);
      const version = (row?.version ?? 0) + 1;
      const now = nowIso();
      // Events of a plan stored before change times were kept changed at the plan's last update.
      const known = row
        ? Object.fromEntries(before.events.map((e) => [e.id, changed[e.id] ?? row.updated_at]))
        : {};
      const doc: PlanDoc = { ...plan, eventsChangedAt: stampChanges(before, plan, known, now) };
      if (row) {
        await trx
          .updateTable('tracking_plans')
          .set({ doc: toJson(doc), version, updated_at: now })
          .where('id', '=', row.id)
          .execute();
      } else {
        await trx
          .insertInto('tracking_plans')
          .values({
            id: newId('tpl'),
            project_id: target.project.id,
            environment_id: target.environment.id,
            doc: toJson(doc),
            version,
            updated_at: now,
          })
          .execute();
      }
      return { result, version };
    });
  }
}

export function requirePage(plan: TrackingPlan, pageId: string): PlanPage {
  const page = plan.pages.find((p) => p.id === pageId);
  if (!page) {
    throw new ToolError(
      'validation_error',
      `pageId: no page "${pageId}" in the plan; pages: ${plan.pages.map((p) => p.id).join(', ') || 'none yet'}`,
      {
        nextActions: [
          {
            label: 'Add the page',
            tool: 'tracking_upsert_page',
            args: { id: pageId, label: '', pageType: '', confirm: true },
          },
        ],
      },
    );
  }
  return page;
}

export function requireEvent(plan: TrackingPlan, eventId: string): PlanEvent {
  const event = plan.events.find((e) => e.id === eventId || e.eventColumnKey === eventId);
  if (!event) {
    throw new ToolError(
      'validation_error',
      `eventId: no event "${eventId}" in the plan; events: ${plan.events.map((e) => e.id).join(', ') || 'none yet'}`,
      {
        nextActions: [
          {
            label: 'Add the event',
            tool: 'tracking_upsert_event',
            args: { id: eventId, label: '', eventType: '', confirm: true },
          },
        ],
      },
    );
  }
  return event;
}

/** The names hits carry for an event: its own hit name when set, else its id. */
export function hitNames(event: PlanEvent): string[] {
  return [...new Set([event.eventName, event.id].filter((n): n is string => !!n))];
}

import { GherkinSyntaxError, type ParsedFeature, parseFeature } from '../../engines/frt/gherkin.js';
import type { PlannedStep } from '../../engines/frt/runner.js';
import { type StepDefinition, StepLibrary, SYSTEM_STEPS } from '../../engines/frt/step-library.js';
import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import type { FrtFeatureTable, FrtStepDefTable } from '../../store/schema.js';
import type { Target } from '../projects.js';

export type FeatureRow = FrtFeatureTable;

/** Ticket ids such as BN-470 or SHOP-12 in a text. */
export function ticketIdsIn(...texts: Array<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of (text ?? '').matchAll(/\b[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/g)) found.add(m[0]);
  return [...found];
}

const LEADING_TAG = /^\s*[[(]?([A-Z][A-Z0-9]{1,9}-\d{1,6})[\])]?(?![\w-])\s*:?/;
// After a whole word in capitals and a space: never from inside a word ("facture INV-2045" is a value).
const TRAILING_TAG = /(?<=(?:^|\s)[A-Z]\S*)\s+[[(]?([A-Z][A-Z0-9]{1,9}-\d{1,6})[\])]?(?![\w-])\s*$/;

/**
 * The ticket ids that tag a goal or a name (first, or last after a name: "click Send BN-470") and
 * the text without them. One inside the goal is a value ("restore INV-1990", "renew card LB-20931 for a
 * year"), not the feature's ticket.
 */
export function goalTags(goal: string): { ticketIds: string[]; actions: string } {
  const ticketIds: string[] = [];
  const actions = goal
    .replace(LEADING_TAG, (_, id) => {
      ticketIds.push(id);
      return ' ';
    })
    .replace(TRAILING_TAG, (_, id) => {
      ticketIds.push(id);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { ticketIds, actions };
}

/** Parses Gherkin, or a validation error naming the line and column. */
export function parseOrRefuse(gherkin: string, argName = 'gherkin'): ParsedFeature {
  try {
    return parseFeature(gherkin);
  } catch (error) {
    if (error instanceof GherkinSyntaxError) {
      const where = error.line
        ? ` at line ${error.line}${error.column ? `, column ${error.column}` : ''}`
        : '';
      throw new ToolError('validation_error', `${argName}: Gherkin does not parse${where}: ${error.message}`);
    }
    throw error;
  }
}

/** A feature's steps bound to the library, ready for the runner. */
export function plan(parsed: ParsedFeature, library: StepLibrary, scenarioFilter: string | null) {
  const wanted = scenarioFilter?.toLowerCase();
  return parsed.pickles
    .filter((p) => !wanted || p.scenario.toLowerCase().includes(wanted))
    .map((p) => ({
      scenario: p.scenario,
      example: p.example,
      steps: p.steps.map((s): PlannedStep => ({ ...s, bound: library.bind(s.text) })),
    }));
}

export interface UnboundStep {
  scenario: string;
  stepIndex: number | null;
  text: string;
  closest: Array<{ stepDefId: string; expression: string }>;
}

export interface FeatureInput {
  featureId?: string;
  name: string;
  gherkin: string;
  startPath?: string | null;
  baseUrl?: string | null;
  requiresAuth?: boolean;
  isLogin?: boolean;
  group?: string | null;
  goal?: string | null;
}

/** Features (one Gherkin document each) and the project's step library. */
export class FeatureService {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  async save(target: Target, input: FeatureInput): Promise<{ feature: FeatureRow; parsed: ParsedFeature }> {
    const parsed = parseOrRefuse(input.gherkin);
    const now = nowIso();
    const existing = input.featureId ? await this.require(target.project.id, input.featureId) : undefined;
    const feature: FeatureRow = {
      id: existing?.id ?? newId('fea'),
      project_id: target.project.id,
      name: input.name.trim() || parsed.name,
      description: parsed.description,
      gherkin: input.gherkin,
      start_path: input.startPath ?? existing?.start_path ?? null,
      base_url: input.baseUrl ?? existing?.base_url ?? null,
      ticket_ids: toJson(
        ticketIdsIn(
          parsed.tags.join(' '),
          ...[input.name, parsed.name, parsed.description, input.goal].map((text) =>
            goalTags(text ?? '').ticketIds.join(' '),
          ),
        ),
      ),
      requires_auth: (input.requiresAuth ?? existing?.requires_auth === 1) ? 1 : 0,
      is_login: (input.isLogin ?? existing?.is_login === 1) ? 1 : 0,
      group_name: input.group ?? existing?.group_name ?? null,
      goal: input.goal ?? existing?.goal ?? null,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    if (existing) {
      const { id: _, created_at: __, ...changes } = feature;
      await this.db.updateTable('frt_features').set(changes).where('id', '=', feature.id).execute();
    } else {
      await this.db.insertInto('frt_features').values(feature).execute();
    }
    return { feature, parsed };
  }

  async list(projectId: string): Promise<FeatureRow[]> {
    return this.db
      .selectFrom('frt_features')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async require(projectId: string, featureId: string): Promise<FeatureRow> {
    const row = await this.db
      .selectFrom('frt_features')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', featureId)
      .executeTakeFirst();
    if (row) return row;
    const known = (await this.list(projectId)).slice(0, 10).map((f) => `${f.id} (${f.name})`);
    throw new ToolError(
      'validation_error',
      `featureId: no feature ${featureId} in this project; features: ${known.join(', ') || 'none yet (create_frt_scenario)'}`,
      {
        nextActions: [
          { label: 'Find features', tool: 'frt_find_scenarios', args: { query: featureId } },
          ...(known.length
            ? []
            : [
                {
                  label: 'Write one from a goal',
                  tool: 'create_frt_scenario',
                  args: { goal: '', confirm: true },
                },
              ]),
        ],
      },
    );
  }

  async login(projectId: string): Promise<FeatureRow | undefined> {
    return this.db
      .selectFrom('frt_features')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('is_login', '=', 1)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  }

  /** The login feature's steps, run before each scenario of a requiresAuth feature ([] without one). */
  async preamble(projectId: string, library: StepLibrary): Promise<PlannedStep[]> {
    const login = await this.login(projectId);
    const steps = login ? (plan(parseOrRefuse(login.gherkin), library, null)[0]?.steps ?? []) : [];
    // Not steps of the scenario it runs before: they have no index there.
    return steps.map((step) => ({ ...step, index: null }));
  }

  async setGroups(projectId: string, groups: Record<string, string[]>, replace: boolean): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (replace)
        await trx
          .updateTable('frt_features')
          .set({ group_name: null })
          .where('project_id', '=', projectId)
          .execute();
      let moved = 0;
      for (const [group, ids] of Object.entries(groups)) {
        if (ids.length === 0) continue;
        const result = await trx
          .updateTable('frt_features')
          .set({ group_name: group })
          .where('project_id', '=', projectId)
          .where('id', 'in', ids)
          .executeTakeFirst();
        moved += Number(result.numUpdatedRows);
      }
      return moved;
    });
  }

  /** The project's steps first (they may refine a system phrasing), then the system library. */
  async library(projectId: string): Promise<StepLibrary> {
    const own = await this.stepDefs(projectId);
    return new StepLibrary([...own.map(projectStepDefinition), ...SYSTEM_STEPS]);
  }

  async stepDefs(projectId: string): Promise<FrtStepDefTable[]> {
    return this.db
      .selectFrom('frt_step_defs')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute();
  }

  /** Every step of every scenario bound to a definition, or the steps that bind to none. */
  compile(parsed: ParsedFeature, library: StepLibrary): UnboundStep[] {
    const unbound: UnboundStep[] = [];
    for (const pickle of parsed.pickles) {
      for (const step of pickle.steps) {
        if (library.bind(step.text)) continue;
        if (unbound.some((u) => u.text === step.text && u.stepIndex === step.index)) continue;
        unbound.push({
          scenario: pickle.scenario,
          stepIndex: step.index,
          text: step.text,
          closest: library.closest(step.text),
        });
      }
    }
    return unbound;
  }

  view(feature: FeatureRow, parsed: ParsedFeature, library: StepLibrary) {
    const scenarios = parsed.scenarios.map((s) => ({
      name: s.name,
      outline: s.outline,
      steps: s.steps.map((step) => ({
        index: step.index,
        keyword: step.keyword,
        text: step.text,
        stepDefId: library.bind(step.text)?.stepDefId ?? null,
      })),
    }));
    return {
      featureId: feature.id,
      name: feature.name,
      description: feature.description,
      gherkin: feature.gherkin,
      startPath: feature.start_path,
      baseUrl: feature.base_url,
      ticketIds: fromJson<string[]>(feature.ticket_ids, []),
      requiresAuth: feature.requires_auth === 1,
      isLogin: feature.is_login === 1,
      group: feature.group_name,
      goal: feature.goal,
      background: parsed.background,
      /** The first scenario's steps: a feature is usually one scenario. */
      steps: scenarios[0]?.steps ?? [],
      scenarios,
      updatedAt: feature.updated_at,
    };
  }
}

export function projectStepDefinition(row: FrtStepDefTable): StepDefinition {
  return {
    id: row.id,
    expressions: [row.expression],
    description: row.description,
    actions: fromJson(row.actions, []),
  };
}

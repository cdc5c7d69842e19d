import type { Action } from '../../engines/frt/actions.js';
import { checkExpression, type StepDefinition, SYSTEM_STEPS } from '../../engines/frt/step-library.js';
import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { toJson } from '../../store/json.js';
import type { FrtStepDefTable } from '../../store/schema.js';
import { projectStepDefinition } from './features.js';

/** A Cucumber Expression that matches exactly this step text (its special characters escaped). */
export function literalExpression(stepText: string): string {
  return stepText.replace(/([\\(){}/])/g, '\\$1');
}

/** The project's own step definitions; system ones (`system.*`) are read-only and only forked. */
export class StepDefService {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  async get(
    projectId: string,
    stepDefId: string,
  ): Promise<StepDefinition & { readOnly: boolean; source: string | null }> {
    const system = SYSTEM_STEPS.find((d) => d.id === stepDefId);
    if (system) return { ...system, readOnly: true, source: null };
    const row = await this.row(projectId, stepDefId);
    return { ...projectStepDefinition(row), readOnly: false, source: row.source };
  }

  private async row(projectId: string, stepDefId: string): Promise<FrtStepDefTable> {
    const row = await this.db
      .selectFrom('frt_step_defs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', stepDefId)
      .executeTakeFirst();
    if (!row) {
      throw new ToolError('validation_error', `stepDefId: no step definition ${stepDefId} in this project`, {
        nextActions: [
          { label: 'Search the library', tool: 'frt_search_step_library', args: { query: stepDefId } },
        ],
      });
    }
    return row;
  }

  async create(
    projectId: string,
    input: {
      expression: string;
      description: string;
      actions: Action[];
      source?: string | null;
      forkedFrom?: string | null;
    },
  ): Promise<FrtStepDefTable> {
    const problem = checkExpression(input.expression);
    if (problem)
      throw new ToolError('validation_error', `gherkinPattern: not a Cucumber Expression: ${problem}`);
    const now = nowIso();
    const row: FrtStepDefTable = {
      id: newId('stp'),
      project_id: projectId,
      expression: input.expression,
      description: input.description,
      actions: toJson(input.actions),
      source: input.source ?? null,
      forked_from: input.forkedFrom ?? null,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('frt_step_defs').values(row).execute();
    return row;
  }

  async update(
    projectId: string,
    stepDefId: string,
    changes: { actions: Action[]; source: string },
  ): Promise<FrtStepDefTable> {
    if (stepDefId.startsWith('system.')) {
      throw new ToolError(
        'validation_error',
        `stepDefId: ${stepDefId} is a system step and read-only; fork it with frt_fork_step_def`,
        {
          nextActions: [{ label: 'Fork it', tool: 'frt_fork_step_def', args: { stepDefId, confirm: true } }],
        },
      );
    }
    const row = await this.row(projectId, stepDefId);
    const updated = {
      ...row,
      actions: toJson(changes.actions),
      source: changes.source,
      updated_at: nowIso(),
    };
    await this.db
      .updateTable('frt_step_defs')
      .set({ actions: updated.actions, source: updated.source, updated_at: updated.updated_at })
      .where('id', '=', row.id)
      .execute();
    return updated;
  }
}

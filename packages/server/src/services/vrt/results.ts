import type { Engine } from '../../engines/capture/engines.js';
import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { nowIso } from '../../store/ids.js';
import { fromJson } from '../../store/json.js';
import type { ArtifactService } from '../artifacts.js';
import { knownEngines, readViewportIn } from '../browser-engines.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { BaselineService } from './baselines.js';
import type { Result, ResultDetails, VrtRunService } from './runs.js';

const STATUS_RANK: Record<string, number> = { error: 0, fail: 1, new: 2, pass: 3 };

/** Worst first: errors, then failures by mismatch, then new, then passes. */
export function worstFirst(a: Result, b: Result): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    (b.mismatch_percent ?? 0) - (a.mismatch_percent ?? 0) ||
    a.scenario_label.localeCompare(b.scenario_label) ||
    a.viewport.localeCompare(b.viewport)
  );
}

export class ResultService {
  constructor(
    private readonly store: Store,
    private readonly runs: RunService,
    private readonly vrtRuns: VrtRunService,
    private readonly baselines: BaselineService,
    private readonly scenarios: ScenarioService,
    private readonly artifacts: ArtifactService,
  ) {}

  /** Signed, expiring links: they work for whoever the agent shows them to, for an hour. */
  images(orgId: string, r: Result) {
    const link = (hash: string | null) => (hash ? this.artifacts.signedUrl(orgId, hash) : null);
    return { baseline: link(r.baseline_hash), test: link(r.test_hash), diff: link(r.diff_hash) };
  }

  resultView(orgId: string, r: Result) {
    const d = fromJson<ResultDetails & { baselineText?: string }>(r.details, {} as ResultDetails);
    return {
      resultId: r.id,
      scenarioLabel: r.scenario_label,
      viewport: r.viewport,
      browser: r.browser,
      status: r.status,
      mismatchPercent: r.mismatch_percent,
      changedPixels: r.changed_pixels,
      regions: d.regions ?? [],
      layoutChanges: d.layoutChanges ?? [],
      dimensions: {
        test: d.width ? { width: d.width, height: d.height } : null,
        baseline: d.baselineSize ?? null,
      },
      url: d.url ?? null,
      error: r.error,
      approvedAt: r.approved_at,
      // How many responses were found byte-identical to the baseline capture's, when the page was
      // not captured again for that reason; null when it was captured.
      unchangedInputs: d.unchangedInputs?.responses ?? null,
      // The first capture's outcome when the page was captured again before this one was reported.
      firstTry: d.firstTry ?? null,
      images: this.images(orgId, r),
    };
  }

  async byId(resultId: string): Promise<Result | undefined> {
    return this.store.db.selectFrom('results').selectAll().where('id', '=', resultId).executeTakeFirst();
  }

  /** The run a reading tool is about: the one named, else the newest finished test run. */
  async runFor(orgId: string, target: Target, runId?: string): Promise<Run> {
    if (runId) {
      const run = await this.runs.require(orgId, runId);
      if (run.project_id !== target.project.id) {
        throw new ToolError('validation_error', `runId: ${runId} is not a run of ${target.project.slug}`);
      }
      return run;
    }
    const run =
      (await this.runs.latest(target, { type: 'test', finished: true })) ??
      (await this.runs.latest(target, { finished: true }));
    if (!run) {
      throw new ToolError(
        'tool_error',
        `no finished run in ${target.project.slug} yet: run_baseline, then run_vrt`,
        {
          recoverable: true,
          nextActions: [
            { label: 'Capture the baselines', tool: 'run_baseline', args: {} },
            { label: 'Then compare the site with them', tool: 'run_vrt', args: {} },
          ],
        },
      );
    }
    return run;
  }

  /** The newest result of a scenario (and viewport) in the given run or the newest test run that has it. */
  /** A result named by its id, as get_run_failures hands it out: only one of this org's project. */
  async resultById(orgId: string, target: Target, resultId: string) {
    const result = await this.byId(resultId);
    const run = result && (await this.runs.get(orgId, result.run_id));
    if (!result || !run || run.project_id !== target.project.id) {
      throw new ToolError('validation_error', `resultId: no result ${resultId} in ${target.project.slug}`, {
        nextActions: [{ label: 'List the failing results', tool: 'get_run_failures', args: {} }],
      });
    }
    return { run, result };
  }

  /** A scenario's result in a run; the viewport may name its engine as results read ("desktop (firefox)"). */
  async resultFor(orgId: string, target: Target, label: string, viewport?: string, runId?: string) {
    const wanted = viewport ? readViewportIn(viewport) : null;
    const scenario = await this.scenarios.require(target.project.id, label);
    const runs = runId ? [await this.runFor(orgId, target, runId)] : await this.runs.history(target, 20);
    for (const run of runs) {
      if (run.type !== 'test' && !runId) continue;
      const results = (await this.vrtRuns.results(run.id)).filter(
        (r) =>
          r.scenario_id === scenario.id &&
          (!wanted || r.viewport.toLowerCase() === wanted.viewport.toLowerCase()) &&
          (!wanted?.engine || r.browser === wanted.engine),
      );
      if (results.length) return { run, scenario, result: results.sort(worstFirst)[0] };
    }
    throw new ToolError(
      'tool_error',
      `no test result for ${scenario.label}${viewport ? ` at ${viewport}` : ''}; viewports: ${scenario.options.viewports.map((v) => v.label).join(', ')}`,
      { recoverable: true },
    );
  }

  /** Promotes test captures to baselines on the run's branch; says what exists when nothing matches. */
  async approve(
    orgId: string,
    target: Target,
    input: {
      runId?: string;
      scenarios: string[];
      viewports?: string[];
      browsers?: string[];
      approvedBy: string;
    },
  ) {
    const run = await this.runFor(orgId, target, input.runId);
    const results = await this.vrtRuns.results(run.id);
    const labels = new Set(input.scenarios.map((s) => s.toLowerCase()));
    const viewports = input.viewports?.map((v) => v.toLowerCase());
    const browsers = input.browsers && knownEngines(input.browsers);
    const chosen = results.filter(
      (r) =>
        (labels.has(r.scenario_label.toLowerCase()) || labels.has('*')) &&
        (!viewports || viewports.includes(r.viewport.toLowerCase())) &&
        (!browsers || browsers.includes(r.browser as Engine)),
    );
    const approvable = chosen.filter((r) => r.test_hash && r.status !== 'error');
    if (approvable.length === 0) {
      const available = results
        .filter((r) => r.test_hash && r.status !== 'error')
        .map((r) => `${r.scenario_label}/${r.viewport}/${r.browser} (${r.status})`);
      throw new ToolError(
        'tool_error',
        `nothing to approve in run ${run.id} for ${input.scenarios.join(', ')}${viewports ? ` at ${viewports.join(', ')}` : ''}; results with a capture: ${available.join(', ') || 'none'}`,
        { recoverable: true, data: { runId: run.id, available } },
      );
    }
    // All or nothing: a crash or a failed write part-way leaves every baseline as it was.
    const approvedAt = nowIso();
    await this.store.db.transaction().execute(async (trx) => {
      for (const r of approvable) {
        const d = fromJson<ResultDetails>(r.details, {} as ResultDetails);
        await this.baselines.save(
          {
            scenarioId: r.scenario_id,
            environmentId: run.environment_id,
            viewport: r.viewport,
            browser: r.browser,
          },
          {
            branch: run.branch,
            imageHash: r.test_hash!,
            width: d.width,
            height: d.height,
            details: JSON.stringify({
              masks: d.masks ?? [],
              layout: d.layout ?? {},
              text: d.text,
              url: d.url,
              inputs: d.inputs,
            }),
            sourceResultId: r.id,
            approvedBy: input.approvedBy,
          },
          trx,
        );
      }
      await trx
        .updateTable('results')
        .set({ approved_at: approvedAt, approved_by: input.approvedBy })
        .where(
          'id',
          'in',
          approvable.map((r) => r.id),
        )
        .execute();
    });
    const approved = approvable.map((r) => ({
      scenarioLabel: r.scenario_label,
      viewport: r.viewport,
      browser: r.browser,
      previousStatus: r.status,
    }));
    return {
      run,
      approved,
      skipped: chosen
        .filter((r) => !approvable.includes(r))
        .map((r) => `${r.scenario_label}/${r.viewport}: ${r.error}`),
    };
  }
}

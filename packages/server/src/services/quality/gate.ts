import type { NextAction } from '@visualq/contract';
import { fromJson } from '../../store/json.js';
import type { ArtifactService } from '../artifacts.js';
import { viewportIn } from '../browser-engines.js';
import type { FrtRunService } from '../frt/runs.js';
import type { PerfDetail, PerfRunService } from '../perf/runs.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import { MAIN_BRANCH } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { VrtRunService } from '../vrt/runs.js';
import type { SiteHealthService } from './site-health.js';

export interface GateRequest {
  threshold: 'balanced' | 'strict';
  includeVrt: boolean;
  includeFrt: boolean;
  includeHealth: boolean;
  branch?: string;
}

export interface Blocker {
  pillar: string;
  reason: string;
  evidence: Record<string, unknown>;
  nextAction: NextAction;
}

const FINISHED = ['completed', 'failed', 'error'];

/** The merge verdict of a branch: what blocks it, with evidence and the action that clears it. */
export class GateService {
  constructor(
    private readonly deps: {
      runs: RunService;
      vrtRuns: VrtRunService;
      frtRuns: FrtRunService;
      perfRuns: PerfRunService;
      health: SiteHealthService;
      artifacts: ArtifactService;
    },
  ) {}

  async gate(orgId: string, target: Target, req: GateRequest) {
    const history = (await this.deps.runs.history(target, 300)).filter((r) => FINISHED.includes(r.status));
    const branch = req.branch ?? history.find((r) => r.type === 'test')?.branch ?? MAIN_BRANCH;
    const latest = (type: string, on = branch) => history.find((r) => r.type === type && r.branch === on);
    const blockers: Blocker[] = [];
    const warnings: string[] = [];
    const notChecked: string[] = [];
    const checked: Record<string, string | null> = {};

    if (req.includeVrt) {
      const run = latest('test');
      checked.vrt = run?.id ?? null;
      if (!run) notChecked.push(`vrt: no finished visual test run on ${branch}`);
      else {
        for (const r of await this.deps.vrtRuns.results(run.id)) {
          if (r.approved_at || !['fail', 'new', 'error'].includes(r.status)) continue;
          const error = r.status === 'error';
          blockers.push({
            pillar: 'vrt',
            reason: `${r.scenario_label} ${viewportIn(r.viewport, r.browser)}: ${error ? `error (${r.error})` : r.status === 'new' ? 'no approved baseline' : `${(r.mismatch_percent ?? 0).toFixed(2)}% changed, not approved`}`,
            evidence: {
              runId: run.id,
              resultId: r.id,
              scenarioLabel: r.scenario_label,
              viewport: r.viewport,
              browser: r.browser,
              mismatchPercent: r.mismatch_percent,
              diff: r.diff_hash ? this.deps.artifacts.signedUrl(orgId, r.diff_hash) : null,
            },
            nextAction: error
              ? {
                  label: 'Explain the error',
                  tool: 'explain_vrt_failure',
                  args: {
                    runId: run.id,
                    scenarioLabel: r.scenario_label,
                    viewport: viewportIn(r.viewport, r.browser),
                  },
                }
              : {
                  label: 'Approve it if the change is intended',
                  tool: 'approve_vrt_results',
                  args: {
                    runId: run.id,
                    scenarios: [r.scenario_label],
                    viewports: [r.viewport],
                    browsers: [r.browser],
                    confirm: true,
                  },
                },
          });
        }
      }
    }
    if (req.includeFrt) {
      const run = latest('frt') ?? latest('frt', MAIN_BRANCH);
      checked.frt = run?.id ?? null;
      if (!run) notChecked.push('frt: no finished FRT run');
      else {
        if (run.branch !== branch)
          warnings.push(`frt: no FRT run on ${branch}; judged on main's latest (${run.id})`);
        for (const r of await this.deps.frtRuns.results(run.id)) {
          if (r.status === 'passed') continue;
          blockers.push({
            pillar: 'frt',
            reason: `${r.feature_name} › ${r.scenario}: ${r.error ?? r.status}`,
            evidence: { runId: run.id, featureId: r.feature_id, scenario: r.scenario },
            nextAction: {
              label: 'See the failing step',
              tool: 'frt_explain_failure',
              args: { runId: run.id, featureId: r.feature_id },
            },
          });
        }
      }
    }
    if (req.threshold === 'strict') blockers.push(...(await this.regressions(branch, latest, notChecked)));
    let health: Awaited<ReturnType<SiteHealthService['health']>> | null = null;
    if (req.includeHealth) {
      health = await this.deps.health.health(target);
      for (const p of health.pillars.filter((x) => x.stale && x.score !== null))
        warnings.push(`${p.pillar}: last run on main is stale (${p.lastRun?.ageDays} days)`);
    } else notChecked.push('health: not asked for (includeHealth)');
    // Nothing ran that the gate could read: not a pass. Strict refuses to merge on no evidence.
    const evidence = Object.values(checked).some((id) => id !== null);
    const blockMerge = blockers.length > 0 || (!evidence && req.threshold === 'strict');
    return {
      branch,
      threshold: req.threshold,
      blockMerge,
      verdict: blockers.length
        ? `BLOCK — ${blockers.length} blocker(s) on ${branch}`
        : evidence
          ? `PASS — nothing blocks ${branch}`
          : `NO EVIDENCE — no finished run to judge ${branch} by`,
      blockers,
      checked,
      notChecked,
      warnings,
      health: health
        ? {
            score: health.score,
            pillars: health.pillars.map((p) => ({ pillar: p.pillar, score: p.score, stale: p.stale })),
          }
        : null,
    };
  }

  /** Strict: pillars that got worse on the branch than on main. */
  private async regressions(
    branch: string,
    latest: (type: string, on?: string) => Run | undefined,
    notChecked: string[],
  ) {
    const found: Blocker[] = [];
    if (branch === MAIN_BRANCH) return found;
    const [mine, main] = [latest('perf'), latest('perf', MAIN_BRANCH)];
    if (!mine || !main) {
      notChecked.push('perf regression: needs a perf run on the branch and on main');
      return found;
    }
    const score = async (run: Run) => {
      const pages = (await this.deps.perfRuns.results(run.id))
        .map((r) => fromJson<Partial<PerfDetail>>(r.detail, {}).scores?.performance ?? null)
        .filter((v): v is number => v !== null);
      return pages.length ? pages.reduce((a, b) => a + b, 0) / pages.length : null;
    };
    const [a, b] = [await score(main), await score(mine)];
    if (a !== null && b !== null && b < a - 5) {
      found.push({
        pillar: 'perf',
        reason: `performance score ${Math.round(b)} on ${branch} against ${Math.round(a)} on main`,
        evidence: { runId: mine.id, mainRunId: main.id },
        nextAction: {
          label: 'Compare the two perf runs',
          tool: 'compare_runs',
          args: { runIdA: main.id, runIdB: mine.id, pillar: 'perf' },
        },
      });
    }
    return found;
  }
}

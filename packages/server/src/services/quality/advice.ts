import type { NextAction } from '@visualq/contract';
import type { Target } from '../projects.js';
import { MAIN_BRANCH } from '../vrt/baselines.js';
import type { GateService } from './gate.js';
import type { PillarHealth, SiteHealthService } from './site-health.js';

export type Pillar = PillarHealth['pillar'];
export const PILLARS: Pillar[] = ['vrt', 'frt', 'tracking', 'perf', 'a11y', 'seo', 'security', 'privacy'];

/** How much an open failure of each pillar costs the people who use the site. */
const SEVERITY: Record<Pillar, 'high' | 'medium'> = {
  vrt: 'high',
  frt: 'high',
  tracking: 'high',
  a11y: 'high',
  security: 'high',
  perf: 'medium',
  seo: 'medium',
  privacy: 'medium',
};

/** The tool that starts a run of each pillar. */
export const RUN_TOOL: Record<Pillar, string> = {
  vrt: 'run_vrt',
  frt: 'run_frt',
  tracking: 'run_tracking',
  perf: 'run_perf',
  a11y: 'run_a11y',
  seo: 'run_seo',
  security: 'run_security',
  privacy: 'run_privacy',
};

/** Where the detail of a pillar's failures is read. */
function readFailures(pillar: Pillar, runId: string): NextAction {
  if (pillar === 'vrt')
    return { label: 'See the visual failures', tool: 'get_run_failures', args: { runId } };
  if (pillar === 'frt')
    return { label: 'See the failing step', tool: 'frt_explain_failure', args: { runId } };
  if (pillar === 'tracking')
    return { label: 'Read the tracking audit', tool: 'tracking_get_audit_report', args: { auditId: runId } };
  return { label: `Read the ${pillar} findings`, tool: 'get_pillar_report', args: { pillar, runId } };
}

/** What is missing before a pillar can say anything: scenarios, features, a plan. */
function coverFirst(p: PillarHealth): NextAction | null {
  if (p.coverage.total > 0) return null;
  if (p.pillar === 'frt')
    return { label: 'Find journeys worth a feature', tool: 'frt_explore_site', args: {} };
  if (p.pillar === 'tracking')
    return { label: 'Draft a tracking plan from the pages', tool: 'tracking_discover_from_pages', args: {} };
  return { label: 'Pick the pages to check', tool: 'suggest_quick_scenarios', args: {} };
}

export interface Issue {
  pillar: Pillar;
  severity: 'high' | 'medium';
  what: string;
  since: string;
  ageDays: number | null;
  nextAction: NextAction;
}

export interface Advice {
  pillar: Pillar;
  /** cover: something to check is missing; fix: failures are open; run: no recent evidence. */
  kind: 'cover' | 'fix' | 'run';
  why: string;
  action: NextAction;
}

const ageOf = (since: string) => (since ? Math.round((Date.now() - Date.parse(since)) / 86_400_000) : null);

/** Advice read off the site's health: its open issues by urgency, and what to do next. */
export class AdviceService {
  constructor(private readonly deps: { health: SiteHealthService; gates: GateService }) {}

  /** Open failures of every pillar (or one), high severity and oldest first. */
  async issues(target: Target, pillar?: Pillar): Promise<Issue[]> {
    const { pillars } = await this.deps.health.health(target);
    return pillars
      .filter((p) => !pillar || p.pillar === pillar)
      .flatMap((p) =>
        p.openFailures.map((f) => ({
          pillar: p.pillar,
          severity: SEVERITY[p.pillar],
          what: f.what,
          since: f.since,
          ageDays: ageOf(f.since),
          nextAction: readFailures(p.pillar, p.lastRun!.runId),
        })),
      )
      .sort(
        (a, b) =>
          Number(b.severity === 'high') - Number(a.severity === 'high') ||
          (b.ageDays ?? 0) - (a.ageDays ?? 0) ||
          PILLARS.indexOf(a.pillar) - PILLARS.indexOf(b.pillar),
      );
  }

  /**
   * What to do next, in the order that pays most: cover what nothing checks, fix what fails (high
   * severity first), then run what has no recent evidence.
   */
  async advise(target: Target, pillars: Pillar[] = PILLARS): Promise<Advice[]> {
    const health = (await this.deps.health.health(target)).pillars.filter((p) => pillars.includes(p.pillar));
    const cover: Advice[] = [];
    const fix: Advice[] = [];
    const run: Advice[] = [];
    for (const p of health) {
      const first = coverFirst(p);
      if (first) {
        cover.push({
          pillar: p.pillar,
          kind: 'cover',
          why: `nothing to check yet: no ${p.coverage.what}`,
          action: first,
        });
        continue;
      }
      if (p.openFailures.length && p.lastRun) {
        fix.push({
          pillar: p.pillar,
          kind: 'fix',
          why: `${p.openFailures.length} open failure(s), the first: ${p.openFailures[0].what}`,
          action: readFailures(p.pillar, p.lastRun.runId),
        });
      }
      if (p.score === null || p.stale) {
        run.push({
          pillar: p.pillar,
          kind: 'run',
          why: p.lastRun ? `the last run on main is ${p.lastRun.ageDays} days old` : 'never ran on main',
          action: { label: `Run ${p.pillar}`, tool: RUN_TOOL[p.pillar], args: {} },
        });
      }
    }
    fix.sort((a, b) => Number(SEVERITY[b.pillar] === 'high') - Number(SEVERITY[a.pillar] === 'high'));
    return [...cover, ...fix, ...run];
  }

  /**
   * Whether main can be released: the PR gate's strict verdict on main (unapproved visual
   * changes, failed journeys, regressions), and every open high-severity failure on main.
   */
  async releaseBlockers(orgId: string, target: Target) {
    const verdict = await this.deps.gates.gate(orgId, target, {
      threshold: 'strict',
      includeVrt: true,
      includeFrt: true,
      includeHealth: false,
      branch: MAIN_BRANCH,
    });
    const gated = new Set(verdict.blockers.map((b) => b.pillar));
    const others = (await this.issues(target)).filter((i) => i.severity === 'high' && !gated.has(i.pillar));
    const blockers = [
      ...verdict.blockers.map((b) => ({ pillar: b.pillar, reason: b.reason, nextAction: b.nextAction })),
      ...others.map((i) => ({ pillar: i.pillar, reason: i.what, nextAction: i.nextAction })),
    ];
    return {
      releaseBlocked: blockers.length > 0 || verdict.blockMerge,
      blockers,
      checked: verdict.checked,
      notChecked: verdict.notChecked,
      warnings: verdict.warnings,
    };
  }
}

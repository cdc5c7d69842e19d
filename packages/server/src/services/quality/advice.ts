import type { NextAction } from '@visualq/contract';
import { PILLAR_NAMES, type PillarName, pillar as pillarNamed } from '../pillars.js';
import type { Target } from '../projects.js';
import { MAIN_BRANCH } from '../runs/run.js';
import type { GateService } from './gate.js';
import type { PillarHealth, SiteHealthService } from './site-health.js';

export type Pillar = PillarName;

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
          severity: pillarNamed(p.pillar).severity,
          what: f.what,
          since: f.since,
          ageDays: ageOf(f.since),
          nextAction: pillarNamed(p.pillar).inspect(p.lastRun!.runId),
        })),
      )
      .sort(
        (a, b) =>
          Number(b.severity === 'high') - Number(a.severity === 'high') ||
          (b.ageDays ?? 0) - (a.ageDays ?? 0) ||
          PILLAR_NAMES.indexOf(a.pillar) - PILLAR_NAMES.indexOf(b.pillar),
      );
  }

  /**
   * What to do next, in the order that pays most: cover what nothing checks, fix what fails (high
   * severity first), then run what has no recent evidence.
   */
  async advise(target: Target, pillars: readonly Pillar[] = PILLAR_NAMES): Promise<Advice[]> {
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
          action: pillarNamed(p.pillar).inspect(p.lastRun.runId),
        });
      }
      if (p.score === null || p.stale) {
        run.push({
          pillar: p.pillar,
          kind: 'run',
          why: p.lastRun ? `the last run on main is ${p.lastRun.ageDays} days old` : 'never ran on main',
          action: { label: `Run ${p.pillar}`, tool: pillarNamed(p.pillar).runTool, args: {} },
        });
      }
    }
    fix.sort(
      (a, b) =>
        Number(pillarNamed(b.pillar).severity === 'high') - Number(pillarNamed(a.pillar).severity === 'high'),
    );
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

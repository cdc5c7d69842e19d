import type { NextAction } from '@visualq/contract';
import { a11yFailures } from './a11y/failures.js';
import type { Feature } from './billing.js';
import { frtFailures } from './frt/failures.js';
import type { Services } from './index.js';
import { pageCheckFailures } from './page-checks/failures.js';
import { perfFailures } from './perf/failures.js';
import type { Target } from './projects.js';
import type { PillarFailures } from './runs/failures.js';
import type { Run, RunMeta } from './runs/run.js';
import { trackingFailures } from './tracking/failures.js';
import { vrtFailures } from './vrt/failures.js';

/**
 * The pillars, written once: every place that lists, runs, gates, ranks or reports the pillars
 * reads this. A new pillar is one entry here plus its folder in tools/, services/ and engines/.
 */
export const PILLAR_NAMES = ['vrt', 'frt', 'tracking', 'perf', 'a11y', 'seo', 'security', 'privacy'] as const;
export type PillarName = (typeof PILLAR_NAMES)[number];

/** The services that carry a queued run of a pillar out (each has execute(runId, lease)). */
export type PillarRunner = 'vrtRuns' | 'frtRuns' | 'trackingRuns' | 'perfRuns' | 'a11yRuns' | 'pageChecks';

export interface Pillar {
  name: PillarName;
  /** As a person names it. */
  label: string;
  /** The run types its runs record; the first is the one that judges the site. */
  runTypes: readonly string[];
  /** The plan feature that opens it. */
  feature: Feature;
  /** The tool that starts a run of it. */
  runTool: string;
  runner: PillarRunner;
  /** How much an open failure costs the people who use the site. */
  severity: 'high' | 'medium';
  /** Judges scenario pages one by one (its results are per page). */
  perPage: boolean;
  /** The tool that reads a run's failures closest, for advice that points at them. */
  inspect: (runId: string) => NextAction;
  /** What a finished run of this pillar found wrong, in the one shape every pillar answers. */
  failures: (services: Services, orgId: string, run: Run) => Promise<PillarFailures>;
  /** The type a CI status reports, when the published GitHub Action expects another name. */
  ciStatusType?: string;
  /** Starts a run of this pillar on its runner service, as a full audit's child. */
  startChild: ChildStart;
}

/** What a full audit asks of each pillar it starts: the pages, the browsers, and where the code comes from. */
export type ChildRequest = RunMeta & { scenarios?: string[]; browsers?: string[] };

// The runner is the pillar's service (see `runner`); each takes the request in its own shape.
type ChildStart = (
  runner: any,
  orgId: string,
  keyId: string | null,
  target: Target,
  request: ChildRequest,
) => Promise<Run>;

const plainStart: ChildStart = (runner, orgId, keyId, target, request) =>
  runner.start(orgId, keyId, target, request);
const pageCheckStart =
  (pillar: string): ChildStart =>
  (runner, orgId, keyId, target, request) =>
    runner.start(orgId, keyId, target, pillar, request);

const report = (pillar: string) => (runId: string) => ({
  label: `Read the ${pillar} findings`,
  tool: 'get_pillar_report',
  args: { pillar, runId },
});

export const PILLARS: readonly Pillar[] = [
  {
    name: 'vrt',
    label: 'Visual regression',
    runTypes: ['test', 'baseline'],
    feature: 'vrt',
    runTool: 'run_vrt',
    runner: 'vrtRuns',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({ label: 'See the visual failures', tool: 'get_run_failures', args: { runId } }),
    failures: vrtFailures,
    startChild: (runner, orgId, keyId, target, request) =>
      runner.start(orgId, keyId, target, { ...request, type: 'test' }),
  },
  {
    name: 'frt',
    label: 'Functional journeys',
    runTypes: ['frt'],
    feature: 'frt',
    runTool: 'run_frt',
    runner: 'frtRuns',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({ label: 'See the failing step', tool: 'frt_explain_failure', args: { runId } }),
    failures: frtFailures,
    startChild: plainStart,
  },
  {
    name: 'tracking',
    label: 'Tracking',
    runTypes: ['tracking'],
    feature: 'tracking',
    runTool: 'run_tracking',
    runner: 'trackingRuns',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({
      label: 'Read the tracking audit',
      tool: 'tracking_get_audit_report',
      args: { auditId: runId },
    }),
    failures: trackingFailures,
    startChild: plainStart,
  },
  {
    name: 'perf',
    label: 'Performance',
    runTypes: ['perf'],
    feature: 'perf',
    runTool: 'run_perf',
    runner: 'perfRuns',
    ciStatusType: 'perf-test',
    severity: 'medium',
    perPage: true,
    inspect: report('perf'),
    failures: perfFailures,
    startChild: plainStart,
  },
  {
    name: 'a11y',
    label: 'Accessibility',
    runTypes: ['a11y'],
    feature: 'quality',
    runTool: 'run_a11y',
    runner: 'a11yRuns',
    severity: 'high',
    perPage: true,
    inspect: report('a11y'),
    failures: a11yFailures,
    startChild: plainStart,
  },
  {
    name: 'seo',
    label: 'SEO',
    runTypes: ['seo'],
    feature: 'quality',
    runTool: 'run_seo',
    runner: 'pageChecks',
    ciStatusType: 'seo-test',
    severity: 'medium',
    perPage: true,
    inspect: report('seo'),
    failures: pageCheckFailures,
    startChild: pageCheckStart('seo'),
  },
  {
    name: 'security',
    label: 'Security',
    runTypes: ['security'],
    feature: 'quality',
    runTool: 'run_security',
    runner: 'pageChecks',
    severity: 'high',
    perPage: true,
    inspect: report('security'),
    failures: pageCheckFailures,
    startChild: pageCheckStart('security'),
  },
  {
    name: 'privacy',
    label: 'Privacy',
    runTypes: ['privacy'],
    feature: 'quality',
    runTool: 'run_privacy',
    runner: 'pageChecks',
    severity: 'medium',
    perPage: true,
    inspect: report('privacy'),
    failures: pageCheckFailures,
    startChild: pageCheckStart('privacy'),
  },
];

export function pillar(name: PillarName): Pillar {
  return PILLARS.find((p) => p.name === name)!;
}

/** The pillar a run of this type belongs to (a full audit belongs to none: it is their parent). */
export function pillarOfRun(type: string): Pillar | undefined {
  return PILLARS.find((p) => p.runTypes.includes(type));
}

export type PagePillar = 'perf' | 'a11y' | 'seo' | 'security' | 'privacy';
/** The pillars that judge scenario pages one by one. */
export const PAGE_PILLARS = PILLARS.filter((p) => p.perPage).map((p) => p.name as PagePillar);

import type { NextAction } from '@visualq/contract';
import type { Lease } from '../jobs/job-store.js';
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

/**
 * One pillar of the product, as every part that serves all pillars sees it: the run core, CI,
 * get_run_status and get_run_failures, the full audit, site health and the web UI ask it instead of
 * branching on its name. Each function takes the services first, so a pillar is plain data plus
 * functions, and the registry can hold built-in pillars and others alike.
 */
export interface Pillar {
  name: string;
  /** As a person names it. */
  label: string;
  /** The run types its runs record; the first is the one that judges the site. */
  runTypes: readonly string[];
  /** The plan feature that opens it. */
  feature: Feature;
  /** The tool that starts a run of it. */
  runTool: string;
  /** How much an open failure costs the people who use the site. */
  severity: 'high' | 'medium';
  /** Judges scenario pages one by one (its results are per page). */
  perPage: boolean;
  /** The tool that reads a run's failures closest, for advice that points at them. */
  inspect: (runId: string) => NextAction;
  /** Queues a run of this pillar (a full audit starts its children here). */
  start(
    services: Services,
    orgId: string,
    keyId: string | null,
    target: Target,
    request: ChildRequest,
  ): Promise<Run>;
  /** Carries a queued run out, in the shared lifecycle, and answers the run as it ended. */
  execute(services: Services, runId: string, lease: Lease): Promise<Run>;
  /** What a finished run of this pillar found wrong, in the one shape every pillar answers. */
  failures: (services: Services, orgId: string, run: Run) => Promise<PillarFailures>;
  /** Fields of its own a run's status carries (perf scores, budgets), in get_run_status and CI. */
  statusFields?(services: Services, run: Run): Promise<Record<string, unknown>>;
  /** The type a CI status reports, when the published GitHub Action expects another name. */
  ciStatusType?: string;
}

/** What a full audit asks of each pillar it starts: the pages, the browsers, and where the code comes from. */
export type ChildRequest = RunMeta & { scenarios?: string[]; browsers?: string[] };

/** The pillars one server knows: the built-in ones, and any an operator adds at start. */
export class PillarRegistry {
  constructor(readonly all: readonly Pillar[]) {
    const types = all.flatMap((p) => p.runTypes);
    if (new Set(types).size !== types.length) throw new Error('two pillars record runs of one type');
  }

  named(name: string): Pillar | undefined {
    return this.all.find((p) => p.name === name);
  }

  /** The pillar a run of this type belongs to (a full audit belongs to none: it is their parent). */
  ofRun(type: string): Pillar | undefined {
    return this.all.find((p) => p.runTypes.includes(type));
  }
}

const pageCheck = (check: 'seo' | 'security' | 'privacy') => ({
  start: (s: Services, orgId: string, keyId: string | null, target: Target, request: ChildRequest) =>
    s.pageChecks.start(orgId, keyId, target, check, request),
  execute: (s: Services, runId: string, lease: Lease) => s.pageChecks.execute(runId, lease),
});

const report = (pillar: string) => (runId: string) => ({
  label: `Read the ${pillar} findings`,
  tool: 'get_pillar_report',
  args: { pillar, runId },
});

export const PILLARS: readonly (Pillar & { name: PillarName })[] = [
  {
    name: 'vrt',
    label: 'Visual regression',
    runTypes: ['test', 'baseline'],
    feature: 'vrt',
    runTool: 'run_vrt',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({ label: 'See the visual failures', tool: 'get_run_failures', args: { runId } }),
    failures: vrtFailures,
    start: (s, orgId, keyId, target, request) =>
      s.vrtRuns.start(orgId, keyId, target, { ...request, type: 'test' }),
    execute: (s, runId, lease) => s.vrtRuns.execute(runId, lease),
  },
  {
    name: 'frt',
    label: 'Functional journeys',
    runTypes: ['frt'],
    feature: 'frt',
    runTool: 'run_frt',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({ label: 'See the failing step', tool: 'frt_explain_failure', args: { runId } }),
    failures: frtFailures,
    start: (s, orgId, keyId, target, request) => s.frtRuns.start(orgId, keyId, target, request),
    execute: (s, runId, lease) => s.frtRuns.execute(runId, lease),
  },
  {
    name: 'tracking',
    label: 'Tracking',
    runTypes: ['tracking'],
    feature: 'tracking',
    runTool: 'run_tracking',
    severity: 'high',
    perPage: false,
    inspect: (runId) => ({
      label: 'Read the tracking audit',
      tool: 'tracking_get_audit_report',
      args: { auditId: runId },
    }),
    failures: trackingFailures,
    // A full audit in several engines audits tracking in its first: hits do not differ by engine.
    start: (s, orgId, keyId, target, request) =>
      s.trackingRuns.start(orgId, keyId, target, { ...request, browsers: request.browsers?.slice(0, 1) }),
    execute: (s, runId, lease) => s.trackingRuns.execute(runId, lease),
  },
  {
    name: 'perf',
    label: 'Performance',
    runTypes: ['perf'],
    feature: 'perf',
    runTool: 'run_perf',
    ciStatusType: 'perf-test',
    severity: 'medium',
    perPage: true,
    inspect: report('perf'),
    failures: perfFailures,
    statusFields: (s, run) => s.perfRuns.ciFields(run),
    start: (s, orgId, keyId, target, request) => s.perfRuns.start(orgId, keyId, target, request),
    execute: (s, runId, lease) => s.perfRuns.execute(runId, lease),
  },
  {
    name: 'a11y',
    label: 'Accessibility',
    runTypes: ['a11y'],
    feature: 'quality',
    runTool: 'run_a11y',
    severity: 'high',
    perPage: true,
    inspect: report('a11y'),
    failures: a11yFailures,
    start: (s, orgId, keyId, target, request) => s.a11yRuns.start(orgId, keyId, target, request),
    execute: (s, runId, lease) => s.a11yRuns.execute(runId, lease),
  },
  {
    name: 'seo',
    label: 'SEO',
    runTypes: ['seo'],
    feature: 'quality',
    runTool: 'run_seo',
    ciStatusType: 'seo-test',
    severity: 'medium',
    perPage: true,
    inspect: report('seo'),
    failures: pageCheckFailures,
    statusFields: (s, run) => s.pageChecks.ciFields(run),
    ...pageCheck('seo'),
  },
  {
    name: 'security',
    label: 'Security',
    runTypes: ['security'],
    feature: 'quality',
    runTool: 'run_security',
    severity: 'high',
    perPage: true,
    inspect: report('security'),
    failures: pageCheckFailures,
    ...pageCheck('security'),
  },
  {
    name: 'privacy',
    label: 'Privacy',
    runTypes: ['privacy'],
    feature: 'quality',
    runTool: 'run_privacy',
    severity: 'medium',
    perPage: true,
    inspect: report('privacy'),
    failures: pageCheckFailures,
    ...pageCheck('privacy'),
  },
];

export function pillar(name: PillarName): Pillar {
  // Built-in pillars only: the names the quality code (health, advice, reports) knows by type.
  return PILLARS.find((p) => p.name === name)!;
}

export type PagePillar = 'perf' | 'a11y' | 'seo' | 'security' | 'privacy';
/** The pillars that judge scenario pages one by one. */
export const PAGE_PILLARS = PILLARS.filter((p) => p.perPage).map((p) => p.name as PagePillar);

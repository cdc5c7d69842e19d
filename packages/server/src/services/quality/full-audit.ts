import { ToolError } from '../../errors.js';
import { nowIso } from '../../store/ids.js';
import { fromJson } from '../../store/json.js';
import type { Services } from '../index.js';
import { type ChildRequest, PILLAR_NAMES, type PillarName, type PillarRegistry } from '../pillars.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { RunRequest } from '../vrt/runs.js';

export type AuditPillar = PillarName;

interface AuditWork {
  children: Partial<Record<AuditPillar, string>>;
  skipped: Record<string, string>;
}

const TERMINAL = ['completed', 'failed', 'error'];

/**
 * A full audit: one parent run over a child run per pillar. The parent has no job of its own: it is
 * running until every child is terminal, and then takes its verdict and counts from them.
 */
export class FullAuditService {
  constructor(
    private readonly deps: {
      runs: RunService;
      pillars: PillarRegistry;
      /** The services a pillar starts its runs with (the full audit is one of them). */
      services: () => Services;
    },
  ) {}

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type'> & { pillars?: string[] },
  ): Promise<{ run: Run; work: AuditWork }> {
    const asked = request.pillars?.length
      ? [...new Set(request.pillars.map((p) => p.toLowerCase()))]
      : [...PILLAR_NAMES];
    const unknown = asked.filter((p) => !(PILLAR_NAMES as readonly string[]).includes(p));
    if (unknown.length) {
      throw new ToolError(
        'validation_error',
        `pillars: unknown ${unknown.join(', ')}; pillars: ${PILLAR_NAMES.join(', ')}`,
      );
    }
    const meta = {
      branch: request.branch,
      commitSha: request.commitSha,
      prNumber: request.prNumber,
      prUrl: request.prUrl,
      ciProvider: request.ciProvider,
      jiraKey: request.jiraKey,
    };
    const work: AuditWork = { children: {}, skipped: {} };
    for (const pillar of asked) {
      try {
        const child = await this.startChild(orgId, keyId, target, pillar as AuditPillar, {
          ...meta,
          scenarios: request.scenarios,
          browsers: request.browsers,
        });
        work.children[pillar as AuditPillar] = child.id;
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        work.skipped[pillar] = error.message;
      }
    }
    if (Object.keys(work.children).length === 0) {
      throw new ToolError(
        'validation_error',
        `no pillar could start: ${Object.entries(work.skipped)
          .map(([p, why]) => `${p}: ${why}`)
          .join('; ')}`,
      );
    }
    const run = await this.deps.runs.queue(orgId, keyId, target, { ...meta, type: 'full-audit' }, work, null);
    return { run, work };
  }

  /** A child run of one pillar, started on that pillar's runner as the registry says. */
  private startChild(
    orgId: string,
    keyId: string | null,
    target: Target,
    name: AuditPillar,
    request: ChildRequest,
  ) {
    return this.deps.pillars.named(name)!.start(this.deps.services(), orgId, keyId, target, request);
  }

  /** The parent as it stands: once every child is terminal, its verdict and counts are stored. */
  async current(run: Run): Promise<Run> {
    if (run.type !== 'full-audit' || TERMINAL.includes(run.status)) return run;
    const work = fromJson<AuditWork>(run.request, { children: {}, skipped: {} });
    const children = await Promise.all(Object.values(work.children).map((id) => this.deps.runs.byId(id!)));
    if (children.some((c) => !c || !TERMINAL.includes(c.status))) return run;
    const done = children as Run[];
    const sum = (k: 'total' | 'passed' | 'failed') => done.reduce((n, c) => n + c[k], 0);
    const status = done.every((c) => c.status === 'error')
      ? 'error'
      : done.some((c) => c.status !== 'completed')
        ? 'failed'
        : 'completed';
    await this.deps.runs.settleParent(run.id, {
      status,
      total: sum('total'),
      passed: sum('passed'),
      failed: sum('failed'),
      error: status === 'error' ? 'every pillar run ended in error' : null,
      finished_at: done
        .map((c) => c.finished_at ?? nowIso())
        .sort()
        .at(-1)!,
    });
    return (await this.deps.runs.byId(run.id))!;
  }

  /** After a run of this project ends: the full audits waiting on it settle now, not when next read. */
  async childFinished(projectId: string): Promise<void> {
    for (const parent of await this.deps.runs.running(projectId, 'full-audit')) await this.current(parent);
  }

  /** The child runs that started, in the order of the pillars. */
  async children(run: Run): Promise<Run[]> {
    const work = fromJson<AuditWork>(run.request, { children: {}, skipped: {} });
    const children = await Promise.all(Object.values(work.children).map((id) => this.deps.runs.byId(id!)));
    return children.filter((c): c is Run => c !== undefined);
  }

  /** The children as the published client reads them, with each pillar's summary. */
  async view(run: Run) {
    const work = fromJson<AuditWork>(run.request, { children: {}, skipped: {} });
    const pillars: Record<string, unknown> = {};
    for (const [pillar, id] of Object.entries(work.children)) {
      const child = await this.deps.runs.byId(id!);
      pillars[pillar] = child
        ? {
            runId: child.id,
            status: child.status,
            summary: { total: child.total, passed: child.passed, failed: child.failed },
            error: child.error,
          }
        : { runId: id, status: 'missing' };
    }
    for (const [pillar, why] of Object.entries(work.skipped))
      pillars[pillar] = { runId: null, status: 'skipped', reason: why };
    return {
      pageBatchRunId: work.children.vrt ?? null,
      frtBatchRunId: work.children.frt ?? null,
      trackingRunId: work.children.tracking ?? null,
      perfRunId: work.children.perf ?? null,
      a11yRunId: work.children.a11y ?? null,
      pillars,
    };
  }
}

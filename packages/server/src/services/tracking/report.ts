import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { ToolError } from '../../errors.js';
import { fromJson } from '../../store/json.js';
import type { ArtifactService } from '../artifacts.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { AuditReport } from './audit-report.js';
import { auditHtml, auditPdf, auditXlsx } from './export.js';
import type { EventDetail, JourneyDetail, PageDetail, TrackingResult, TrackingRunService } from './runs.js';

const FORMATS = {
  html: 'text/html; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Audit reports: a tracking run's results as tables, for agents, people and JIRA. */
export class TrackingReportService {
  constructor(
    private readonly runs: RunService,
    private readonly trackingRuns: TrackingRunService,
    private readonly artifacts: ArtifactService,
    private readonly browsers: () => BrowserPool,
  ) {}

  /** The audit as a file behind a signed link. */
  async export(
    orgId: string,
    run: Run,
    projectName: string,
    format: keyof typeof FORMATS,
    ttlSeconds?: number,
  ) {
    const report = await this.report(orgId, run);
    const html = auditHtml(report, projectName);
    const bytes =
      format === 'xlsx'
        ? await auditXlsx(report)
        : format === 'pdf'
          ? await auditPdf(this.browsers(), html)
          : Buffer.from(html);
    const hash = await this.artifacts.put(orgId, bytes, FORMATS[format]);
    return {
      url: this.artifacts.signedUrl(orgId, hash, ttlSeconds),
      bytes: bytes.length,
      contentType: FORMATS[format],
    };
  }

  /** The run an audit id names, or the environment's latest finished tracking run. */
  async audit(orgId: string, target: Target, auditId?: string): Promise<Run> {
    const run = auditId
      ? await this.runs.get(orgId, auditId)
      : await this.runs.latest(target, { type: 'tracking', finished: true });
    if (!run || run.type !== 'tracking' || run.project_id !== target.project.id) {
      throw new ToolError(
        'validation_error',
        auditId
          ? `auditId: no tracking run ${auditId} in ${target.project.slug}`
          : `no finished tracking run in ${target.project.slug} yet`,
        {
          nextActions: [{ label: 'Run the audit', tool: 'run_tracking', args: {} }],
        },
      );
    }
    return run;
  }

  async report(orgId: string, run: Run): Promise<AuditReport> {
    const results: TrackingResult[] = await this.trackingRuns.results(run.id);
    const link = (hash: string | null) => (hash ? this.artifacts.signedUrl(orgId, hash) : null);
    const rows = (kind: string) => results.filter((r) => r.kind === kind);
    const events = rows('event').map((r) => {
      const detail = fromJson<EventDetail>(r.detail, {} as EventDetail);
      return {
        ...detail,
        status: r.status,
        audits: detail.audits.map((a) => ({ ...a, stepScreenshot: link(a.stepScreenshot) })),
      };
    });
    const pages = rows('page').map((r) => ({
      ...fromJson<PageDetail>(r.detail, {} as PageDetail),
      status: r.status,
    }));
    const journeys = rows('journey').map((r) => {
      const { hits, ...rest } = fromJson<JourneyDetail>(r.detail, {} as JourneyDetail);
      return { ...rest, status: r.status, hitCount: hits?.length ?? 0 };
    });
    const all = [...events, ...pages];
    const counts = { pass: 0, fail: 0, missing: 0, skipped: 0 };
    for (const row of all) counts[row.status as keyof typeof counts]++;
    const judged = all.length - counts.skipped;
    return {
      auditId: run.id,
      status: run.status,
      branch: run.branch,
      createdAt: run.created_at,
      finishedAt: run.finished_at,
      durationMs:
        run.started_at && run.finished_at ? Date.parse(run.finished_at) - Date.parse(run.started_at) : null,
      score: judged ? Math.round((100 * counts.pass) / judged) : null,
      counts,
      suites: {
        // Worst first: what needs a fix leads.
        events: events.sort((a, b) => rank(a.status) - rank(b.status)),
        pages: pages.sort((a, b) => rank(a.status) - rank(b.status)),
        journeys,
      },
    };
  }
}

const rank = (status: string) => ['fail', 'missing', 'skipped', 'pass'].indexOf(status);

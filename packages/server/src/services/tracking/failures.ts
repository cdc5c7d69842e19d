import { evidence, type PillarFailures, type RunFailure } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import type { TrackingReportService } from './report.js';

const failing = (status: string) => status === 'fail' || status === 'missing';

/** A tracking audit's events and pages that failed or were never sent, worst first. */
export async function trackingFailures(
  services: { trackingReports: TrackingReportService },
  orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const report = await services.trackingReports.report(orgId, run);
  const events: RunFailure[] = report.suites.events
    .filter((e) => failing(e.status))
    .map((e) => ({
      ...e,
      pillar: 'tracking',
      runId: run.id,
      what: `event ${e.eventId} (${e.label})`,
      why: e.reason ?? e.status,
      evidence: evidence(
        e.audits.map((a) => [`screenshot of step ${a.stepIndex} of ${a.featureName}`, a.stepScreenshot]),
      ),
      nextAction: {
        label: `See the proof of ${e.eventId}`,
        tool: 'tracking_get_audit_event_proof',
        args: { auditId: run.id, eventColumnKey: e.eventId },
      },
    }));
  const pages: RunFailure[] = report.suites.pages
    .filter((p) => failing(p.status))
    .map((p) => ({
      ...p,
      pillar: 'tracking',
      runId: run.id,
      what: `page ${p.pageId} (${p.label})`,
      why: p.reason ?? p.status,
      evidence: evidence(p.audits.map((a) => [`the page checked (${a.scenarioId})`, a.url])),
      nextAction: {
        label: 'Read the tracking audit',
        tool: 'tracking_get_audit_report',
        args: { auditId: run.id },
      },
    }));
  const { pass, fail, missing } = report.counts;
  return { total: pass + fail + missing, failures: [...events, ...pages], approved: [] };
}

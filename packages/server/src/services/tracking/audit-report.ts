import type { LinkAudit } from './event-audit.js';
import type { EventDetail, JourneyDetail, PageDetail } from './runs.js';

/** A tracking run's results as the tables an audit report shows (agents, people, exports). */
export interface EventRow extends Omit<EventDetail, 'audits'> {
  status: string;
  audits: Array<Omit<LinkAudit, 'stepScreenshot'> & { stepScreenshot: string | null }>;
}

export interface AuditReport {
  auditId: string;
  status: string;
  branch: string;
  createdAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  /** Share of judged events and pages that pass, 0–100 (null before anything was judged). */
  score: number | null;
  counts: Record<'pass' | 'fail' | 'missing' | 'skipped', number>;
  suites: {
    events: EventRow[];
    pages: Array<PageDetail & { status: string }>;
    journeys: Array<Omit<JourneyDetail, 'hits'> & { status: string; hitCount: number }>;
  };
}

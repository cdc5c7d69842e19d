import type { NextAction } from '@visualq/contract';

/** A link to what shows a failure: an image, a screenshot, a trace, a report, the page itself. */
export interface Evidence {
  label: string;
  url: string;
}

/**
 * One failed check of any pillar, in the shape every pillar answers. A pillar adds its own fields
 * beside these (VRT: scenarioLabel, viewport, mismatchPercent…) for the agent that knows it.
 */
export interface RunFailure {
  /** The pillar that judged it (a full audit lists the failures of each of its child runs). */
  pillar: string;
  runId: string;
  /** What failed, as a person names it: "Pricing desktop", "Checkout › Pay", "event add_to_cart". */
  what: string;
  /** Why, in one line. */
  why: string;
  status: string;
  evidence: Evidence[];
  /** The pillar's tool that looks closer at this failure. */
  nextAction: NextAction;
}

/** What a finished run found wrong: its open failures worst first, and those a person accepted. */
export interface PillarFailures {
  /** Checks the run counted (as its verdict did). */
  total: number;
  failures: RunFailure[];
  /** Failures approved since (VRT captures promoted to baselines): no longer open. */
  approved: RunFailure[];
  /** Checks with nothing to compare against yet (VRT: no baseline), neither passed nor failed. */
  fresh?: number;
}

/** Links that exist, with their labels. */
export function evidence(links: Array<[label: string, url: string | null | undefined]>): Evidence[] {
  return links.filter((l): l is [string, string] => Boolean(l[1])).map(([label, url]) => ({ label, url }));
}

/** Where a page pillar's failures are read closer: its run's report. */
export function pillarReport(pillar: string, runId: string): NextAction {
  return { label: `Read the ${pillar} report`, tool: 'get_pillar_report', args: { pillar, runId } };
}

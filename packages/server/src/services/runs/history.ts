import type { Target } from '../projects.js';
import type { RunService } from './run-service.js';

export interface PagePoint {
  page: string;
  point: Record<string, unknown>;
}

/**
 * A page pillar's trend: each page's points across the environment's recent runs of that type,
 * oldest first. `pointsOf` reads one run's pages.
 */
export async function pillarHistory(
  runs: RunService,
  target: Target,
  type: string,
  limit: number,
  pointsOf: (runId: string) => Promise<PagePoint[]>,
) {
  const recent = (await runs.history(target, 200))
    .filter((r) => r.type === type && ['completed', 'failed', 'error'].includes(r.status))
    .slice(0, limit)
    .reverse();
  const pages = new Map<string, Array<Record<string, unknown>>>();
  for (const run of recent) {
    for (const { page, point } of await pointsOf(run.id)) {
      pages.set(page, [...(pages.get(page) ?? []), { runId: run.id, createdAt: run.created_at, ...point }]);
    }
  }
  return { runs: recent.map((r) => r.id), pages: [...pages].map(([page, points]) => ({ page, points })) };
}

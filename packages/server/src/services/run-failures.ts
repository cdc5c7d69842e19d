import type { Services } from './index.js';
import type { PillarFailures } from './runs/failures.js';
import type { Run } from './runs/run.js';

/** What a finished run found wrong, asked of its pillar; a full audit's are its child runs'. */
export async function runFailures(services: Services, orgId: string, run: Run): Promise<PillarFailures> {
  if (run.type === 'full-audit') {
    const parts = await Promise.all(
      (await services.fullAudits.children(run)).map((child) => runFailures(services, orgId, child)),
    );
    return {
      total: parts.reduce((n, p) => n + p.total, 0),
      failures: parts.flatMap((p) => p.failures),
      approved: parts.flatMap((p) => p.approved),
      fresh: parts.reduce((n, p) => n + (p.fresh ?? 0), 0),
    };
  }
  const pillar = services.pillars.ofRun(run.type);
  if (!pillar) throw new Error(`no pillar records runs of type ${run.type}`);
  return pillar.failures(services, orgId, run);
}

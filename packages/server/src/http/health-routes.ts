import type { FastifyInstance } from 'fastify';
import type { ArtifactStore } from '../store/artifacts.js';
import { pingDatabase, type Store } from '../store/db.js';

/** The longest a readiness probe waits for each dependency: a load balancer wants a quick answer. */
const READY_PROBE_MS = 2_000;

async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process lives and its event loop turns (liveness; touches nothing). `/readyz`: the
 * database and the artifact store answer now (readiness; 503 while one does not, so a load balancer
 * stops routing here).
 */
export function healthRoutes(
  app: FastifyInstance,
  store: Store,
  files: ArtifactStore,
  dbTimeoutMs: number,
): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const probeMs = Math.min(READY_PROBE_MS, dbTimeoutMs);
    const [database, artifacts] = await Promise.all([
      within(pingDatabase(store), probeMs),
      within(files.check(), probeMs),
    ]);
    const ok = database && artifacts;
    return reply.code(ok ? 200 : 503).send({
      ok,
      checks: {
        database: database ? 'ok' : `no answer within ${probeMs} ms`,
        artifacts: artifacts ? 'ok' : `no answer within ${probeMs} ms`,
      },
    });
  });
}

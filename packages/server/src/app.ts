import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.js';
import { BrowserPool } from './engines/capture/browser-pool.js';
import { DiffPool } from './engines/diff/pool.js';
import { Gateway } from './gateway/invoke.js';
import { rateLimiter } from './gateway/rate-limit.js';
import { ToolRegistry } from './gateway/registry.js';
import { artifactRoute } from './http/artifact-route.js';
import { catalogRoute } from './http/catalog-route.js';
import { ciRoutes } from './http/ci-routes.js';
import { demoSiteRoute } from './http/demo-site.js';
import { boundedJsonBodies, clientErrorHandler, errorHandlers, frameworkErrors } from './http/errors.js';
import { healthRoutes } from './http/health-routes.js';
import { invokeRoute } from './http/invoke-route.js';
import { loggerOptions, requestLogging } from './http/logging.js';
import { mcpRoute } from './http/mcp-route.js';
import { querystringParser } from './http/querystring.js';
import { uiRoutes } from './http/ui/routes.js';
import { EmbeddedQueue } from './jobs/embedded-queue.js';
import type { JobStore, Lease } from './jobs/job-store.js';
import { PgBossQueue } from './jobs/pgboss-queue.js';
import type { JobQueue, QueueOptions } from './jobs/queue.js';
import { loadSecret } from './secret.js';
import { DemoChanges } from './services/demo-changes.js';
import { createServices, type Services } from './services/index.js';
import type { Pillar } from './services/pillars.js';
import { RUN_JOB, runView } from './services/runs/run.js';
import { type ArtifactStore, FileArtifactStore } from './store/artifacts.js';
import { migrate, openStore, type Store } from './store/db.js';
import { randomToken } from './store/ids.js';
import { S3ArtifactStore } from './store/s3-artifacts.js';
import type { AnyTool, ToolResult } from './tools/define-tool.js';
import { ALL_TOOLS } from './tools/index.js';

export const VERSION = '0.1.0';
const BODY_LIMIT = 10 * 1024 * 1024;

export interface VisualQ {
  app: FastifyInstance;
  gateway: Gateway;
  services: Services;
  store: Store;
  queue: JobQueue;
  config: Config;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Serve HTTP routes (false for a `visualq worker` process). */
  http?: boolean;
  /** false: no logs; a stream: logs go there (tests read them). */
  logger?: false | { level?: string; stream?: NodeJS.WritableStream };
  jobStaleMs?: number;
  /** Pillars besides the built-in ones, each with its tools (its run tool at least). */
  pillars?: Array<{ pillar: Pillar; tools: AnyTool[] }>;
}

function createQueue(jobs: JobStore, store: Store, config: Config, options: QueueOptions): JobQueue {
  if (store.dialect === 'postgres' && config.databaseUrl) {
    return new PgBossQueue(jobs, {
      ...options,
      databaseUrl: config.databaseUrl,
      dbTimeoutMs: config.dbTimeoutMs,
    });
  }
  return new EmbeddedQueue(jobs, { ...options, soleWorker: true });
}

/** The artifact store configured: files under the data directory, or a bucket checked before use. */
async function artifactStore(config: Config): Promise<ArtifactStore & { close?(): void }> {
  if (config.artifacts.kind === 'file') return new FileArtifactStore(path.join(config.dataDir, 'artifacts'));
  const bucket = new S3ArtifactStore(config.artifacts.s3);
  await bucket.check();
  return bucket;
}

/** The composition root: store → services → gateway → HTTP, and the job queue beside them. */
export async function startVisualQ(config: Config, options: StartOptions = {}): Promise<VisualQ> {
  const store = openStore(config);
  await migrate(store);
  const files = await artifactStore(config);
  let queue: JobQueue | undefined;
  let browsers: BrowserPool | undefined;
  let diffs: DiffPool | undefined;
  const services = createServices({
    store,
    config,
    files,
    secret: await loadSecret(store, config.dataDir),
    queueInfo: () => ({ kind: queue?.kind ?? 'none', workers: queue?.workers ?? 0 }),
    enqueue: (jobId) => queue!.enqueued(jobId),
    // Each engine's browser starts on first use: a server that never captures never launches one.
    browsers: () =>
      (browsers ??= new BrowserPool(
        { chromium: config.chromiumPath, firefox: config.firefoxPath },
        config.captureConcurrency,
        config.browserNice,
        config.browserIdleMs,
      )),
    diffs: () => (diffs ??= new DiffPool()),
    pillars: options.pillars?.map((p) => p.pillar),
  });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(options.logger?.level ?? config.logLevel, options.logger?.stream),
    bodyLimit: BODY_LIMIT,
    // Each request is logged once, at debug level (requestLogging): a server at the default level
    // prints what it does, not every call.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { querystringParser },
  });
  // A queued run of any pillar: the pillar's service carries it out, in the shared lifecycle.
  const runJob = async (args: Record<string, unknown>, lease: Lease): Promise<ToolResult> => {
    const runId = String(args.runId);
    const queued = await services.runs.byId(runId);
    const pillar = queued && services.pillars.ofRun(queued.type);
    if (!pillar) throw new Error(`run ${runId} has no pillar to carry it out`);
    const run = await pillar.execute(services, runId, lease);
    await services.fullAudits.childFinished(run.project_id);
    return { summary: `Run ${run.id} ${run.status}: ${run.passed}/${run.total} passed.`, data: runView(run) };
  };
  const registry = new ToolRegistry([...ALL_TOOLS, ...(options.pillars ?? []).flatMap((p) => p.tools)]);
  const gateway = new Gateway({
    registry,
    services,
    config,
    log: app.log,
    limiter: rateLimiter(store, config.rateLimit.perMinute, config.rateLimit.burst),
    queue: () => queue!,
    // Runs queued before the job was named for what it does carry on under their old name.
    jobHandlers: { [RUN_JOB]: runJob, 'vrt.run': runJob },
  });
  queue = createQueue(services.jobs, store, config, {
    workerId: `${os.hostname()}:${process.pid}:${randomToken(6)}`,
    workers: config.inProcessWorkers,
    execute: (job) => gateway.executeJob(job),
    heartbeatMs: Math.max(250, Math.floor((options.jobStaleMs ?? 30_000) / 6)),
    staleMs: options.jobStaleMs ?? 30_000,
  });

  if (options.http !== false) {
    requestLogging(app);
    boundedJsonBodies(app);
    errorHandlers(app, BODY_LIMIT);
    invokeRoute(app, gateway);
    catalogRoute(app, registry);
    mcpRoute(app, gateway, VERSION);
    ciRoutes(app, gateway, services);
    artifactRoute(app, gateway, services);
    demoSiteRoute(app, new DemoChanges(config.dataDir));
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await uiRoutes(app, gateway, services);
    healthRoutes(app, store, files, config.dbTimeoutMs);
  }
  await app.ready();
  await queue.start();

  return {
    app,
    gateway,
    services,
    store,
    queue,
    config,
    async close() {
      // Each part is closed even if another fails, so no connection outlives the server.
      // A client that stopped reading a response must not hold the shutdown: cut what is left after 5 s.
      const cut = setTimeout(() => app.server.closeAllConnections(), 5_000);
      const results = await Promise.allSettled([app.close(), queue!.stop()]);
      clearTimeout(cut);
      await Promise.allSettled([browsers?.close(), diffs?.close()]);
      await store.close();
      files.close?.();
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    },
  };
}

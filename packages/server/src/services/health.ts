import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { ENGINES, type Engine, INSTALL_LINES, PATH_SETTINGS } from '../engines/capture/engines.js';
import { engineVersion } from '../engines/capture/launch.js';
import type { JobStore } from '../jobs/job-store.js';
import { pendingMigrations, type Store } from '../store/db.js';
import type { Target } from './projects.js';

export interface HealthCheck {
  name: string;
  status: 'ok' | 'warn' | 'fail';
  detail: string;
  /** The browser check: each engine, whether it is found and its version, or how to install it. */
  engines?: EngineStatus[];
}

export type EngineStatus =
  | { engine: Engine; found: true; version: string }
  | { engine: Engine; found: false; install: string; setting: string };

const ENGINE_NAMES: Record<Engine, string> = { chromium: 'Chromium', firefox: 'Firefox' };

export interface QueueInfo {
  kind: string;
  workers: number;
}

export class HealthService {
  private readonly versions = new Map<Engine, Promise<string | null>>();

  constructor(
    private readonly store: Store,
    private readonly jobs: JobStore,
    private readonly config: Config,
    private readonly queueInfo: () => QueueInfo,
  ) {}

  private version(engine: Engine): Promise<string | null> {
    const path = engine === 'chromium' ? this.config.chromiumPath : this.config.firefoxPath;
    let found = this.versions.get(engine);
    if (!found) {
      found = engineVersion(path);
      this.versions.set(engine, found);
    }
    return found;
  }

  /** Each engine, found with its version or missing with its install line. */
  async engines(): Promise<EngineStatus[]> {
    return Promise.all(
      ENGINES.map(async (engine): Promise<EngineStatus> => {
        const version = await this.version(engine);
        return version
          ? { engine, found: true, version }
          : { engine, found: false, install: INSTALL_LINES[engine], setting: PATH_SETTINGS[engine] };
      }),
    );
  }

  async platform(): Promise<HealthCheck[]> {
    const checks: HealthCheck[] = [];
    const started = performance.now();
    try {
      const pending = await pendingMigrations(this.store);
      const ms = (performance.now() - started).toFixed(1);
      checks.push(
        pending.length
          ? {
              name: 'database',
              status: 'fail',
              detail: `${this.store.dialect}: pending migrations ${pending.join(', ')}`,
            }
          : {
              name: 'database',
              status: 'ok',
              detail: `${this.store.dialect}, migrations current (${ms} ms)`,
            },
      );
    } catch (error) {
      checks.push({ name: 'database', status: 'fail', detail: (error as Error).message });
    }
    const queue = this.queueInfo();
    const counts = await this.jobs.counts().catch(() => ({}) as Record<string, number>);
    checks.push({
      name: 'jobs',
      status: 'ok',
      detail: `${queue.kind} queue, ${queue.workers} in-process worker(s); queued ${counts.queued ?? 0}, running ${counts.running ?? 0}`,
    });
    checks.push(await this.browser(), await this.dataDir());
    return checks;
  }

  /**
   * Chromium, the default engine, is what the check's status stands for; another engine missing is
   * said, not warned about (scenarios ask for it by name and are told then).
   * Keys see these answers: they name the settings to change, never the server's own paths.
   */
  private async browser(): Promise<HealthCheck> {
    const engines = await this.engines();
    const detail = engines
      .map((e) =>
        e.found
          ? `${e.version} found`
          : `${ENGINE_NAMES[e.engine]} not found: install it (${e.install}) or set ${e.setting} to its executable`,
      )
      .join('; ');
    const chromium = engines.find((e) => e.engine === 'chromium');
    return { name: 'browser', status: chromium?.found ? 'ok' : 'warn', detail, engines };
  }

  private async dataDir(): Promise<HealthCheck> {
    const { dataDir } = this.config;
    try {
      const probe = path.join(dataDir, `.write-probe-${process.pid}`);
      await fs.mkdir(dataDir, { recursive: true });
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe);
      return { name: 'artifacts', status: 'ok', detail: 'data directory is writable' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      return {
        name: 'artifacts',
        status: 'fail',
        detail: `data directory is not writable (${code}): check VISUALQ_DATA_DIR`,
      };
    }
  }

  async site(target: Target): Promise<HealthCheck> {
    const started = performance.now();
    try {
      const response = await fetch(target.baseUrl, {
        signal: AbortSignal.timeout(10_000),
        redirect: 'follow',
      });
      await response.body?.cancel();
      const ms = Math.round(performance.now() - started);
      return {
        name: 'site',
        status: response.ok ? 'ok' : 'fail',
        detail: `${target.baseUrl} answered HTTP ${response.status} in ${ms} ms`,
      };
    } catch (error) {
      return {
        name: 'site',
        status: 'fail',
        detail: `${target.baseUrl} unreachable: ${(error as Error).message}`,
      };
    }
  }
}

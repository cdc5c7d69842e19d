import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.js';
import type { JobStore } from '../jobs/job-store.js';
import { pendingMigrations, type Store } from '../store/db.js';
import type { Target } from './projects.js';

export interface HealthCheck {
  name: string;
  status: 'ok' | 'warn' | 'fail';
  detail: string;
}

export interface QueueInfo {
  kind: string;
  workers: number;
}

const run = promisify(execFile);

export class HealthService {
  private chromiumVersion?: Promise<string | null>;

  constructor(
    private readonly store: Store,
    private readonly jobs: JobStore,
    private readonly config: Config,
    private readonly queueInfo: () => QueueInfo,
  ) {}

  private chromium(): Promise<string | null> {
    this.chromiumVersion ??= run(this.config.chromiumPath, ['--version'], { timeout: 10_000 })
      .then(({ stdout }) => stdout.trim().split('\n')[0])
      .catch(() => null);
    return this.chromiumVersion;
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

  // Keys see these answers: they name the settings to change, never the server's own paths.
  private async browser(): Promise<HealthCheck> {
    const version = await this.chromium();
    return version
      ? { name: 'browser', status: 'ok', detail: `${version} found` }
      : {
          name: 'browser',
          status: 'warn',
          detail:
            'Chromium not found: install it (apt-get install -y chromium) or set VISUALQ_CHROMIUM_PATH to its executable',
        };
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

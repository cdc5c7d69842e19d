import os from 'node:os';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** Where the SQLite file, artifacts and the signing secret live. */
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  /** Public origin used in links (status URLs, artifact URLs). */
  publicUrl: string;
  rateLimit: { perMinute: number; burst: number };
  /** Run job workers inside the server process. */
  inProcessWorkers: number;
  /** Loopback and private-range targets are refused unless allowed (SSRF guard). */
  allowPrivateNetwork: boolean;
  /** Hosts besides the projects' that browsers may reach (CDNs): "cdn.example.com", "*.example.net:443". */
  extraAllowedHosts: string[];
  chromiumPath: string;
  /** Pages captured at once. */
  captureConcurrency: number;
  /** How long a journey step (FRT, tracking) waits for its element or text before it fails. */
  frtStepTimeoutMs: number;
  /** The most pixels one capture may have (a taller page is an error result, not a worker out of memory). */
  maxCapturePixels: number;
  /** How much lower the browser's CPU priority is than the server's (nice), so the API stays fast. */
  browserNice: number;
  logLevel: string;
  /** Tracking audits answer analytics hits locally unless this lets them reach the vendors. */
  forwardTrackingHits: boolean;
  /** One Lighthouse audit may take this long before it is stopped and the page is an error. */
  perfAuditTimeoutMs: number;
  /** GitHub's REST API (GitHub Enterprise: https://host/api/v3) and the token PR comments use. */
  github: { apiUrl: string; token: string | null };
  /** JIRA's REST API, for reading tickets a proof is about (optional). */
  jira: { url: string | null; email: string | null; token: string | null };
  /** Where images, traces and reports are kept: files under the data directory, or an S3-compatible bucket. */
  artifacts: { kind: 'file' } | { kind: 's3'; s3: S3Settings };
}

export interface S3Settings {
  bucket: string;
  /** Prepended to every key, e.g. `visualq/`. */
  prefix: string;
  /** A custom endpoint (MinIO, R2, Garage…); unset: AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const accessKeyId = env.VISUALQ_S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.VISUALQ_S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  return {
    bucket: env.VISUALQ_S3_BUCKET ?? '',
    prefix: env.VISUALQ_S3_PREFIX ?? '',
    endpoint: env.VISUALQ_S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    region: env.VISUALQ_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: bool(env.VISUALQ_S3_FORCE_PATH_STYLE, false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const host = overrides.host ?? env.VISUALQ_HOST ?? env.HOST ?? '127.0.0.1';
  const port = overrides.port ?? int(env.VISUALQ_PORT ?? env.PORT, 4100);
  const config: Config = {
    host,
    port,
    dataDir: path.resolve(env.VISUALQ_DATA_DIR ?? '.visualq'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (
      env.VISUALQ_PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    ).replace(/\/$/, ''),
    rateLimit: {
      perMinute: int(env.VISUALQ_RATE_LIMIT_PER_MINUTE, 600),
      burst: int(env.VISUALQ_RATE_LIMIT_BURST, 60),
    },
    inProcessWorkers: int(env.VISUALQ_WORKERS, 2),
    // A server bound to loopback is a local install meant to check local sites too.
    allowPrivateNetwork: bool(env.VISUALQ_ALLOW_PRIVATE_NETWORK, LOOPBACK_HOSTS.has(host)),
    extraAllowedHosts: (env.VISUALQ_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    chromiumPath: env.VISUALQ_CHROMIUM_PATH ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // One page more than cores: a capture also waits (network, frames) while the others render.
    captureConcurrency: int(env.VISUALQ_CAPTURE_CONCURRENCY, os.availableParallelism() + 1),
    maxCapturePixels: int(env.VISUALQ_MAX_CAPTURE_PIXELS, 40_000_000),
    frtStepTimeoutMs: int(env.VISUALQ_FRT_STEP_TIMEOUT_MS, 10_000),
    browserNice: int(env.VISUALQ_BROWSER_NICE, 10),
    logLevel: env.VISUALQ_LOG_LEVEL ?? env.LOG_LEVEL ?? 'info',
    perfAuditTimeoutMs: int(env.VISUALQ_PERF_AUDIT_TIMEOUT_MS, 120_000),
    forwardTrackingHits: bool(env.VISUALQ_TRACKING_FORWARD_HITS, false),
    github: {
      apiUrl: (env.VISUALQ_GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      token: env.VISUALQ_GITHUB_TOKEN || null,
    },
    jira: {
      url: env.VISUALQ_JIRA_URL?.replace(/\/+$/, '') || null,
      email: env.VISUALQ_JIRA_EMAIL || null,
      token: env.VISUALQ_JIRA_TOKEN || null,
    },
    artifacts: env.VISUALQ_ARTIFACTS === 's3' ? { kind: 's3', s3: s3Settings(env) } : { kind: 'file' },
  };
  return { ...config, ...overrides };
}

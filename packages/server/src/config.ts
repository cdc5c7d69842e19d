import fs from 'node:fs';
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
  /** Firefox ESR, driven over WebDriver BiDi; captures and journeys may ask for it by name. */
  firefoxPath: string;
  /** How long an engine's browser may sit unused before it is closed (it starts again on demand). */
  browserIdleMs: number;
  /** Pages captured at once. */
  captureConcurrency: number;
  /** How long one database query or connection attempt may take before it is an error. */
  dbTimeoutMs: number;
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
    endpoint: url(
      env,
      firstSet(env, 'VISUALQ_S3_ENDPOINT', 'AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL'),
      HTTP_URL,
    ),
    region: env.VISUALQ_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: bool(env, 'VISUALQ_S3_FORCE_PATH_STYLE', false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** A setting VisualQ cannot use; the message names the variable and the form it accepts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface IntRange {
  min: number;
  max: number;
}

// Node fires a timer of more than 2^31-1 ms at once (with a warning), so no timeout may be longer.
export const TIMEOUT_MS: IntRange = { min: 1, max: 2 ** 31 - 1 };
const POSITIVE: IntRange = { min: 1, max: Number.MAX_SAFE_INTEGER };
const NON_NEGATIVE: IntRange = { min: 0, max: Number.MAX_SAFE_INTEGER };
export const PORT_RANGE: IntRange = { min: 0, max: 65_535 };
export const WORKERS_RANGE: IntRange = { min: 0, max: 64 };
const NICE_RANGE: IntRange = { min: 0, max: 19 };
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** The integer `value` spells, if it is one within `range`. */
export function parseInteger(value: string, { min, max }: IntRange): number | undefined {
  const n = Number(value);
  return /^-?\d+$/.test(value) && n >= min && n <= max ? n : undefined;
}

export function describeRange({ min, max }: IntRange): string {
  return max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
}

function invalid(name: string, accepted: string, value: string): never {
  throw new ConfigError(`${name} must be ${accepted} (got ${JSON.stringify(value.slice(0, 40))})`);
}

/** The first of several alternative variables that is set (else the first), so errors name the one used. */
function firstSet(env: NodeJS.ProcessEnv, ...names: string[]): string {
  return names.find((name) => env[name]) ?? names[0];
}

/** An integer setting within `range`; unset (or empty) is undefined. */
export function envInt(env: NodeJS.ProcessEnv, name: string, range: IntRange): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  return parseInteger(value, range) ?? invalid(name, describeRange(range), value);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, range: IntRange): number {
  return envInt(env, name, range) ?? fallback;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.toLowerCase();
  if (!value) return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  return invalid(name, `one of ${[...TRUE, ...FALSE].join(', ')}`, value);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const value = env[name];
  if (!value) return fallback;
  return values.find((v) => v === value) ?? invalid(name, `one of ${values.join(', ')}`, value);
}

interface UrlForm {
  kind: string;
  example: string;
  protocols: string[];
}

const POSTGRES_URL: UrlForm = {
  kind: 'a PostgreSQL',
  example: 'postgres://user@host:5432/db',
  protocols: ['postgres:', 'postgresql:'],
};
const HTTP_URL: UrlForm = {
  kind: 'an HTTP',
  example: 'https://host.example.com',
  protocols: ['http:', 'https:'],
};

/** Checks a URL setting without ever echoing it: it may hold a password. */
function url(env: NodeJS.ProcessEnv, name: string, form: UrlForm): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  const problem = `${name} is not ${form.kind} URL (${form.example})`;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ConfigError(`${problem}: it does not parse as a URL`);
  }
  if (!form.protocols.includes(protocol))
    throw new ConfigError(`${problem}: its protocol is ${protocol}, not ${form.protocols.join(' or ')}`);
  return value;
}

/** Fails unless the data directory can be created and can hold files (a probe file is written and removed). */
export function checkDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new ConfigError(`VISUALQ_DATA_DIR cannot hold files: ${(error as Error).message}`);
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** Reads the settings from the environment; a value it cannot use throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const host = overrides.host ?? env.VISUALQ_HOST ?? env.HOST ?? '127.0.0.1';
  const port = overrides.port ?? int(env, firstSet(env, 'VISUALQ_PORT', 'PORT'), 4100, PORT_RANGE);
  const config: Config = {
    host,
    port,
    dataDir: path.resolve(env.VISUALQ_DATA_DIR ?? '.visualq'),
    databaseUrl: url(env, 'DATABASE_URL', POSTGRES_URL),
    publicUrl: (
      url(env, 'VISUALQ_PUBLIC_URL', HTTP_URL) ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    ).replace(/\/$/, ''),
    rateLimit: {
      perMinute: int(env, 'VISUALQ_RATE_LIMIT_PER_MINUTE', 600, NON_NEGATIVE),
      burst: int(env, 'VISUALQ_RATE_LIMIT_BURST', 60, POSITIVE),
    },
    inProcessWorkers: int(env, 'VISUALQ_WORKERS', 2, WORKERS_RANGE),
    // A server bound to loopback is a local install meant to check local sites too.
    allowPrivateNetwork: bool(env, 'VISUALQ_ALLOW_PRIVATE_NETWORK', LOOPBACK_HOSTS.has(host)),
    extraAllowedHosts: (env.VISUALQ_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    chromiumPath: env.VISUALQ_CHROMIUM_PATH ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    firefoxPath: env.VISUALQ_FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    browserIdleMs: int(env, 'VISUALQ_BROWSER_IDLE_MS', 5 * 60_000, TIMEOUT_MS),
    // One page more than cores: a capture also waits (network, frames) while the others render.
    captureConcurrency: int(env, 'VISUALQ_CAPTURE_CONCURRENCY', os.availableParallelism() + 1, POSITIVE),
    maxCapturePixels: int(env, 'VISUALQ_MAX_CAPTURE_PIXELS', 40_000_000, POSITIVE),
    dbTimeoutMs: int(env, 'VISUALQ_DB_TIMEOUT_MS', 5_000, TIMEOUT_MS),
    frtStepTimeoutMs: int(env, 'VISUALQ_FRT_STEP_TIMEOUT_MS', 10_000, TIMEOUT_MS),
    browserNice: int(env, 'VISUALQ_BROWSER_NICE', 10, NICE_RANGE),
    logLevel: oneOf(env, firstSet(env, 'VISUALQ_LOG_LEVEL', 'LOG_LEVEL'), LOG_LEVELS, 'info'),
    perfAuditTimeoutMs: int(env, 'VISUALQ_PERF_AUDIT_TIMEOUT_MS', 120_000, TIMEOUT_MS),
    forwardTrackingHits: bool(env, 'VISUALQ_TRACKING_FORWARD_HITS', false),
    github: {
      apiUrl: (url(env, 'VISUALQ_GITHUB_API_URL', HTTP_URL) ?? 'https://api.github.com').replace(/\/+$/, ''),
      token: env.VISUALQ_GITHUB_TOKEN || null,
    },
    jira: {
      url: url(env, 'VISUALQ_JIRA_URL', HTTP_URL)?.replace(/\/+$/, '') || null,
      email: env.VISUALQ_JIRA_EMAIL || null,
      token: env.VISUALQ_JIRA_TOKEN || null,
    },
    artifacts:
      oneOf(env, 'VISUALQ_ARTIFACTS', ['file', 's3'], 'file') === 's3'
        ? { kind: 's3', s3: s3Settings(env) }
        : { kind: 'file' },
  };
  return { ...config, ...overrides };
}

#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Config,
  ConfigError,
  checkDataDir,
  describeRange,
  envInt,
  type IntRange,
  loadConfig,
  PORT_RANGE,
  parseInteger,
  TIMEOUT_MS,
  WORKERS_RANGE,
} from './config.js';
import { DEMO_PATH } from './http/demo-site.js';
import { PLANS } from './services/billing.js';
import { captureDemoBaselines, ensureDemo } from './services/demo.js';
import { DEMO_PAGES, DemoChanges } from './services/demo-changes.js';
import { type KeyKind, SCOPES, type Scope } from './services/keys.js';
import { environmentView } from './services/projects.js';
import type { Run } from './services/runs/run.js';
import { FileArtifactStore } from './store/artifacts.js';
import { migrate, openStore } from './store/db.js';
import { copyArtifacts } from './store/migrate-artifacts.js';
import { S3ArtifactStore } from './store/s3-artifacts.js';

const OPTIONS = {
  demo: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  workers: { type: 'string' },
  org: { type: 'string' },
  name: { type: 'string' },
  plan: { type: 'string' },
  kind: { type: 'string' },
  scope: { type: 'string', multiple: true },
  project: { type: 'string' },
  'base-url': { type: 'string' },
  to: { type: 'string' },
} as const;

type Flag = keyof typeof OPTIONS;

const KEY_KINDS: readonly KeyKind[] = ['org', 'project'];

/** How each flag is written in a usage line, and the values it takes. */
const FORMS: Record<Flag, { metavar?: string; choices?: readonly string[]; range?: IntRange }> = {
  demo: {},
  port: { metavar: 'N', range: PORT_RANGE },
  host: { metavar: 'H' },
  workers: { metavar: 'N', range: WORKERS_RANGE },
  org: { metavar: 'O' },
  name: { metavar: 'N' },
  plan: { choices: Object.keys(PLANS) },
  kind: { choices: KEY_KINDS },
  scope: { choices: SCOPES },
  project: { metavar: 'P' },
  'base-url': { metavar: 'URL' },
  to: { choices: ['s3', 'file'] },
};

interface Command {
  about: string;
  flags?: Flag[];
  required?: Flag[];
  /** Arguments besides flags: how the usage line shows them and how many there may be. */
  args?: { usage: string; min: number; max: number };
}

const COMMANDS: Record<string, Command> = {
  serve: {
    about: 'start the server (HTTP + in-process job workers)',
    flags: ['demo', 'port', 'host', 'workers'],
  },
  worker: { about: 'run job workers only (PostgreSQL, DATABASE_URL)', flags: ['workers'] },
  migrate: { about: 'apply database migrations' },
  demo: { about: 'create the demo org, project and a key' },
  'demo change': {
    about: 'change demo pages (default: pricing)',
    args: { usage: '[page…]', min: 0, max: Number.POSITIVE_INFINITY },
  },
  'demo reset': { about: 'undo the demo page changes' },
  'environments create': {
    about: 'add an environment to a project',
    flags: ['org', 'project', 'name', 'base-url'],
    required: ['org', 'project', 'name'],
  },
  'environments list': {
    about: "list a project's environments",
    flags: ['org', 'project'],
    required: ['org', 'project'],
  },
  'orgs create': { about: 'create an org', flags: ['name', 'plan'], required: ['name'] },
  'orgs list': { about: 'list the orgs' },
  'keys create': {
    about: 'create an API key (shown once)',
    flags: ['org', 'kind', 'scope', 'project', 'name'],
    required: ['org'],
  },
  'keys list': { about: "list an org's keys", flags: ['org'], required: ['org'] },
  'keys revoke': { about: 'revoke a key', args: { usage: '<keyId>', min: 1, max: 1 } },
  'projects create': {
    about: 'create a project',
    flags: ['org', 'name', 'base-url'],
    required: ['org', 'name', 'base-url'],
  },
  'projects list': { about: "list an org's projects", flags: ['org'], required: ['org'] },
  'artifacts migrate': {
    about: 'copy every artifact to the bucket (or back), each checked',
    flags: ['to'],
    required: ['to'],
  },
};

function usageOf(name: string): string {
  const { flags = [], required = [], args } = COMMANDS[name];
  const parts = flags.map((flag) => {
    const { metavar, choices } = FORMS[flag];
    const text = [`--${flag}`, metavar ?? choices?.join('|')].filter(Boolean).join(' ');
    return required.includes(flag) ? text : `[${text}]`;
  });
  return ['visualq', name, ...parts, ...(args ? [args.usage] : [])].join(' ');
}

const USAGE = [
  'visualq <command>',
  '',
  ...Object.keys(COMMANDS).map(
    (name) => `  ${usageOf(name).slice('visualq '.length).padEnd(50)}  ${COMMANDS[name].about}`,
  ),
  '',
  'Environment: see README (VISUALQ_DATA_DIR, DATABASE_URL, VISUALQ_PORT, ...).',
].join('\n');

type App = Awaited<ReturnType<typeof import('./app.js').startVisualQ>>;

/** The server, loaded once the command line and settings are known good: a refusal comes at once. */
async function startVisualQ(...args: Parameters<typeof import('./app.js').startVisualQ>): Promise<App> {
  return (await import('./app.js')).startVisualQ(...args);
}

function fail(message: string): never {
  console.error(`visualq: ${message}`);
  process.exit(2);
}

/** The settings, checked before any work: a bad variable or an unusable data directory is one line. */
function settings(overrides: Partial<Config> = {}, env = process.env): Config {
  const config = loadConfig(env, overrides);
  checkDataDir(config.dataDir);
  return config;
}

async function withApp<T>(fn: (vq: App) => Promise<T>): Promise<T> {
  const config = settings({ inProcessWorkers: 0 });
  const vq = await startVisualQ(config, { http: false, logger: false });
  try {
    return await fn(vq);
  } finally {
    await vq.close();
  }
}

/**
 * The shell lines a person pastes to call tools from a terminal: where the server is, the key, and
 * two functions — `call` one tool, `wait_run` until the latest run has ended. The README's quick
 * start shows the same lines.
 */
function shellHelpers(publicUrl: string, key: string): string[] {
  return [
    `VQ=${publicUrl}; KEY=${key}`,
    `call() { curl -s "$VQ/api/mcp/v1/invoke" -H 'content-type: application/json' -H "X-API-Key: $KEY" -d "$1"; echo; }`,
    `wait_run() { while call '{"tool":"get_run_history","args":{"limit":1}}' | grep -Eq '"status":"(queued|running)"'; do sleep 1; done; }`,
  ];
}

function demoBanner(publicUrl: string, key: string, signInToken: string): string {
  return [
    '',
    'VisualQ demo is ready.',
    `  Demo site:  ${publicUrl}${DEMO_PATH}/`,
    `  API key:    ${key}   (shown once; stored hashed)`,
    `  Web UI:     ${publicUrl}/signin?token=${signInToken}   (one-time sign-in link, 30 minutes)`,
    '',
    'Call tools from a second terminal: paste these three lines, then try the README quick start.',
    '',
    ...shellHelpers(publicUrl, key),
    `call '{"tool":"check_setup_health","args":{}}'`,
    '',
  ].join('\n');
}

/** Flips demo pages in the data directory; a running server serves the change at once. */
function demoChange(action: 'change' | 'reset', pages: string[]): void {
  const changes = new DemoChanges(settings().dataDir);
  if (action === 'reset') {
    changes.reset();
    console.log('Demo pages are back to their baseline state.');
    return;
  }
  const names = (pages.length ? pages : ['pricing']).map((p) => (p === 'home' ? 'index' : p));
  const unknown = names.filter((p) => !DEMO_PAGES.includes(p));
  if (unknown.length)
    fail(`unknown demo page ${unknown.join(', ')}; pages: home, ${DEMO_PAGES.slice(1).join(', ')}`);
  changes.set([...new Set([...changes.changed(), ...names])]);
  console.log(
    `Changed demo page(s): ${names.join(', ')}. Run run_vrt to see them fail; \`visualq demo reset\` undoes it.`,
  );
}

/** Copies the artifacts of this data directory's database between the disk and the bucket. */
async function migrateArtifactsCommand(to: 's3' | 'file') {
  const config = settings({}, { ...process.env, VISUALQ_ARTIFACTS: 's3' });
  if (config.artifacts.kind !== 's3') return;
  const bucket = new S3ArtifactStore(config.artifacts.s3);
  await bucket.check();
  const disk = new FileArtifactStore(path.join(config.dataDir, 'artifacts'));
  const store = openStore(config);
  try {
    const rows = await store.db.selectFrom('artifacts').select('hash').distinct().execute();
    const [from, into] = to === 's3' ? [disk, bucket] : [bucket, disk];
    const copied = await copyArtifacts(
      rows.map((r) => r.hash),
      from,
      into,
      (done, total) => process.stdout.write(`\r  ${bar(done, total)} ${done}/${total} artifacts`),
    );
    console.log(
      `\nCopied ${copied} artifact(s) to ${to === 's3' ? `bucket ${config.artifacts.s3.bucket}` : config.dataDir}. Set VISUALQ_ARTIFACTS=${to} and restart the servers to use it.`,
    );
  } finally {
    await store.close();
    bucket.close();
  }
}

function bar(done: number, total: number): string {
  const filled = total ? Math.round((done / total) * 30) : 30;
  return `[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}]`;
}

function parse(args: string[]) {
  return parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
}

type Parsed = ReturnType<typeof parse>;

/** The command `argv` names (`keys create`, `serve`…) and the arguments after its name. */
function findCommand(argv: string[]): { name: string; rest: string[] } {
  const [first = '', second = ''] = argv;
  if (Object.hasOwn(COMMANDS, `${first} ${second}`))
    return { name: `${first} ${second}`, rest: argv.slice(2) };
  if (Object.hasOwn(COMMANDS, first)) return { name: first, rest: argv.slice(1) };
  const subcommands = Object.keys(COMMANDS)
    .filter((name) => name.startsWith(`${first} `))
    .map((name) => name.slice(first.length + 1));
  const not = second ? ` (not ${JSON.stringify(second)})` : '';
  if (subcommands.length) fail(`${first} needs one of: ${subcommands.join(', ')}${not}`);
  return fail(`unknown command ${JSON.stringify(first)}; \`visualq help\` lists the commands`);
}

/** Parses and checks the arguments of one command: every refusal is one line ending with its usage. */
function parseCommand(name: string, rest: string[]): Parsed {
  const { flags = [], required = [], args = { usage: '', min: 0, max: 0 } } = COMMANDS[name];
  const refuse = (problem: string): never => fail(`${problem}; usage: ${usageOf(name)}`);
  let parsed: Parsed;
  try {
    parsed = parse(rest);
  } catch (error) {
    // Node's message adds advice on positionals after the first sentence.
    const sentence = (error as Error).message.split('. ')[0];
    return refuse(sentence[0].toLowerCase() + sentence.slice(1));
  }
  const { values, positionals } = parsed;
  for (const flag of Object.keys(values) as Flag[]) {
    if (!flags.includes(flag)) refuse(`${name} takes no --${flag}`);
    for (const value of [values[flag]].flat()) {
      if (typeof value === 'string') checkValue(flag, value, refuse);
    }
  }
  for (const flag of required) if (!values[flag]) refuse(`${name} needs --${flag}`);
  if (positionals.length < args.min) refuse(`${name} needs ${args.usage}`);
  if (positionals.length > args.max) refuse(`unexpected argument ${JSON.stringify(positionals[args.max])}`);
  return parsed;
}

function checkValue(flag: Flag, value: string, refuse: (problem: string) => never): void {
  const { choices, range } = FORMS[flag];
  if (choices && !choices.includes(value))
    refuse(`--${flag} must be one of ${choices.join(', ')} (got ${JSON.stringify(value)})`);
  if (range && parseInteger(value, range) === undefined)
    refuse(`--${flag} must be ${describeRange(range)} (got ${JSON.stringify(value)})`);
}

function serverSettings(values: Parsed['values']): Config {
  return settings({
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values.workers ? { inProcessWorkers: Number(values.workers) } : {}),
  });
}

function jobStaleMs(): number | undefined {
  return envInt(process.env, 'VISUALQ_JOB_STALE_MS', TIMEOUT_MS);
}

/**
 * Signals stop the process gracefully. A rejected promise nobody awaited is logged and the server
 * goes on: no code was cut off halfway by it. An exception thrown outside every request and job may
 * have left state half-changed, so it is logged and the process stops (a supervisor restarts it;
 * jobs it was running are queued again at the next start).
 */
function superviseProcess(vq: { close(): Promise<void>; app: { log: FastifyBaseLogger } }): void {
  const stop = async (code: number) => {
    const cut = setTimeout(() => process.exit(code), 10_000);
    cut.unref();
    await vq.close().catch(() => {});
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  process.on('unhandledRejection', (reason) => {
    vq.app.log.error({ err: reason }, 'a promise was rejected and nothing awaited it; serving on');
  });
  process.once('uncaughtException', (error) => {
    vq.app.log.fatal({ err: error }, 'uncaught exception; stopping');
    void stop(1);
  });
}

async function serve({ values }: Parsed) {
  const config = serverSettings(values);
  const vq = await startVisualQ(config, { jobStaleMs: jobStaleMs() });
  const address = await vq.app.listen({ port: config.port, host: config.host });
  if (!process.env.VISUALQ_PUBLIC_URL) config.publicUrl = address.replace('0.0.0.0', '127.0.0.1');
  console.log(`VisualQ listening at ${config.publicUrl} (${vq.store.dialect}, ${vq.queue.kind} queue)`);
  if (values.demo) {
    const demo = await ensureDemo(
      vq.services,
      `${config.publicUrl}${DEMO_PATH}`,
      process.env.VISUALQ_DEMO_API_KEY,
    );
    const keyId = (await vq.services.keys.authenticate(demo.key))!.id;
    process.stdout.write(
      demoBanner(config.publicUrl, demo.key, await vq.services.sessions.signInLink(keyId)),
    );
    const run = await captureDemoBaselines(vq.services, demo.org.id, demo.project.id);
    if (run) {
      console.log(`  Capturing the demo baselines now (run ${run.id}); a line says when they are ready.\n`);
      void announceWhenDone(vq.services, run.id);
    }
  }
  superviseProcess(vq);
}

/** One line once the demo's baseline run has ended: from then on run_vrt compares against it. */
async function announceWhenDone(
  services: { runs: { byId(id: string): Promise<Run | undefined> } },
  runId: string,
) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500).unref());
    const run = await services.runs.byId(runId).catch(() => undefined);
    if (!run || run.status === 'queued' || run.status === 'running') continue;
    console.log(
      run.status === 'completed'
        ? `Demo baselines ready: ${run.total} captures. run_vrt now compares against them.`
        : `Demo baseline run ${run.id} ended ${run.status}: ${run.error ?? `${run.failed} of ${run.total} failed`}. See get_run_failures {"runId":"${run.id}"}.`,
    );
    return;
  }
}

async function worker({ values }: Parsed) {
  const config = serverSettings(values);
  if (!config.databaseUrl)
    fail('worker needs PostgreSQL: set DATABASE_URL (with SQLite the server runs the jobs)');
  if (config.inProcessWorkers < 1) fail('worker needs --workers (or VISUALQ_WORKERS) of at least 1');
  const vq = await startVisualQ(config, { http: false, jobStaleMs: jobStaleMs() });
  vq.app.log.info({ workers: vq.queue.workers }, 'worker started');
  superviseProcess(vq);
}

async function migrateCommand() {
  const store = openStore(settings());
  const applied = await migrate(store);
  await store.close();
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
}

function demoCommand() {
  return withApp(async (vq) => {
    const demo = await ensureDemo(vq.services, `${vq.config.publicUrl}${DEMO_PATH}`);
    const keyId = (await vq.services.keys.authenticate(demo.key))!.id;
    console.log(demoBanner(vq.config.publicUrl, demo.key, await vq.services.sessions.signInLink(keyId)));
    console.log('Start the server with `visualq serve` to serve the demo site.');
  });
}

async function orgNamed(vq: App, ref: string) {
  return (await vq.services.orgs.find(ref)) ?? fail(`no org ${ref} (orgs list shows them)`);
}

async function projectNamed(vq: App, org: { id: string; slug: string }, ref: string) {
  return (await vq.services.projects.find(org.id, ref)) ?? fail(`no project ${ref} in org ${org.slug}`);
}

function printJson(value: unknown): void {
  console.log(JSON.stringify(value, null, 2));
}

const HANDLERS: Record<string, (parsed: Parsed) => unknown> = {
  serve,
  worker,
  migrate: migrateCommand,
  demo: demoCommand,
  'demo change': ({ positionals }) => demoChange('change', positionals),
  'demo reset': () => demoChange('reset', []),
  'orgs create': ({ values }) =>
    withApp(async (vq) =>
      printJson(await vq.services.orgs.create({ name: values.name!, plan: values.plan })),
    ),
  'orgs list': () => withApp(async (vq) => printJson(await vq.services.orgs.list())),
  'keys create': ({ values }) =>
    withApp(async (vq) => {
      const org = await orgNamed(vq, values.org!);
      const project = values.project ? await projectNamed(vq, org, values.project) : undefined;
      const created = await vq.services.keys.create({
        orgId: org.id,
        kind: (values.kind ?? 'org') as KeyKind,
        name: values.name,
        scopes: values.scope as Scope[] | undefined,
        projectId: project?.id ?? null,
      });
      printJson(created.record);
      console.log(`\nkey (shown once, store it now): ${created.key}`);
    }),
  'keys list': ({ values }) =>
    withApp(async (vq) => printJson(await vq.services.keys.list((await orgNamed(vq, values.org!)).id))),
  'keys revoke': ({ positionals: [id] }) =>
    withApp(async (vq) => {
      if (!(await vq.services.keys.revoke(id))) fail(`no active key ${id} (keys list --org O shows the ids)`);
      console.log(`revoked ${id}`);
    }),
  'projects create': ({ values }) =>
    withApp(async (vq) => {
      const org = await orgNamed(vq, values.org!);
      const { project } = await vq.services.projects.create(org.id, {
        name: values.name!,
        baseUrl: values['base-url']!,
      });
      printJson(project);
    }),
  'projects list': ({ values }) =>
    withApp(async (vq) => printJson(await vq.services.projects.list((await orgNamed(vq, values.org!)).id))),
  'environments create': ({ values }) =>
    withApp(async (vq) => {
      const project = await projectNamed(vq, await orgNamed(vq, values.org!), values.project!);
      const env = await vq.services.projects.createEnvironment(project, {
        name: values.name!,
        baseUrl: values['base-url'],
      });
      printJson(environmentView(env, project));
    }),
  'environments list': ({ values }) =>
    withApp(async (vq) => {
      const project = await projectNamed(vq, await orgNamed(vq, values.org!), values.project!);
      const envs = await vq.services.projects.environments(project.id);
      printJson(envs.map((e) => environmentView(e, project)));
    }),
  'artifacts migrate': ({ values }) => migrateArtifactsCommand(values.to as 's3' | 'file'),
};

async function main(argv: string[]) {
  if (!argv.length || ['help', '--help', '-h'].includes(argv[0])) {
    console.log(USAGE);
    return;
  }
  const { name, rest } = findCommand(argv);
  await HANDLERS[name](parseCommand(name, rest));
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`visualq: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});

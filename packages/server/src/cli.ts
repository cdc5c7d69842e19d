#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startVisualQ } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_PATH } from './http/demo-site.js';
import { captureDemoBaselines, ensureDemo } from './services/demo.js';
import { DEMO_PAGES, DemoChanges } from './services/demo-changes.js';
import type { Scope } from './services/keys.js';
import { environmentView } from './services/projects.js';
import { FileArtifactStore } from './store/artifacts.js';
import { migrate, openStore } from './store/db.js';
import { copyArtifacts } from './store/migrate-artifacts.js';
import { S3ArtifactStore } from './store/s3-artifacts.js';

const USAGE = `visualq <command>

  serve [--demo] [--port N] [--host H] [--workers N]   start the server (HTTP + in-process job workers)
  worker [--workers N]                                  run job workers only (PostgreSQL, DATABASE_URL)
  migrate                                               apply database migrations
  demo                                                  create the demo org, project and a key
  demo change [page…] | demo reset                      change demo pages (default: pricing), or undo
  environments create --org O --project P --name N [--base-url URL] | environments list --org O --project P
  orgs create --name N [--plan free|pro|business] | orgs list
  keys create --org O [--kind org|project] [--scope mcp_read|mcp_full|ci] [--project P] [--name N]
  keys list --org O | keys revoke <keyId>
  projects create --org O --name N --base-url URL | projects list --org O
  artifacts migrate --to s3|file                        copy every artifact to the bucket (or back), each checked

Environment: see README (VISUALQ_DATA_DIR, DATABASE_URL, VISUALQ_PORT, ...).`;

function fail(message: string): never {
  console.error(`visualq: ${message}`);
  process.exit(2);
}

async function withApp<T>(fn: (vq: Awaited<ReturnType<typeof startVisualQ>>) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env, { inProcessWorkers: 0 });
  const vq = await startVisualQ(config, { http: false, logger: false });
  try {
    return await fn(vq);
  } finally {
    await vq.close();
  }
}

function demoBanner(publicUrl: string, key: string, signInToken: string): string {
  return [
    '',
    'VisualQ demo is ready.',
    `  Demo site:  ${publicUrl}${DEMO_PATH}/`,
    `  API key:    ${key}   (shown once; stored hashed)`,
    `  Web UI:     ${publicUrl}/signin?token=${signInToken}   (one-time sign-in link, 30 minutes)`,
    '  Try:',
    `    curl -s ${publicUrl}/api/mcp/v1/invoke -H 'content-type: application/json' \\`,
    `      -H 'X-API-Key: ${key}' -d '{"tool":"check_setup_health","args":{}}'`,
    '',
  ].join('\n');
}

/** Flips demo pages in the data directory; a running server serves the change at once. */
function demoChange(action: 'change' | 'reset', pages: string[]): void {
  const changes = new DemoChanges(loadConfig().dataDir);
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
  const env = { ...process.env, VISUALQ_ARTIFACTS: 's3' };
  const config = loadConfig(env);
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

async function main(argv: string[]) {
  const [command, sub, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: command === 'serve' || command === 'worker' || command === 'migrate' ? argv.slice(1) : rest,
    allowPositionals: true,
    options: {
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
    },
  });
  const overrides = {
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values.workers ? { inProcessWorkers: Number(values.workers) } : {}),
  };

  switch (command) {
    case 'artifacts': {
      if (sub !== 'migrate' || (values.to !== 's3' && values.to !== 'file'))
        fail('usage: visualq artifacts migrate --to s3|file');
      await migrateArtifactsCommand(values.to);
      return;
    }
    case 'serve': {
      const config = loadConfig(process.env, overrides);
      const vq = await startVisualQ(config, {
        jobStaleMs: Number(process.env.VISUALQ_JOB_STALE_MS) || undefined,
      });
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
        if (run) console.log(`  Capturing the demo baselines now (run ${run.id}).\n`);
      }
      const stop = async () => {
        await vq.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return;
    }
    case 'worker': {
      const config = loadConfig(process.env, overrides);
      if (!config.databaseUrl)
        fail('worker needs PostgreSQL: set DATABASE_URL (with SQLite the server runs the jobs)');
      const vq = await startVisualQ(config, {
        http: false,
        jobStaleMs: Number(process.env.VISUALQ_JOB_STALE_MS) || undefined,
      });
      vq.app.log.info({ workers: vq.queue.workers }, 'worker started');
      const stop = async () => {
        await vq.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return;
    }
    case 'migrate': {
      const config = loadConfig();
      const store = openStore(config);
      const applied = await migrate(store);
      await store.close();
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      return;
    }
    case 'demo':
      if (sub === 'change' || sub === 'reset') return demoChange(sub, positionals);
      return withApp(async (vq) => {
        const demo = await ensureDemo(vq.services, `${vq.config.publicUrl}${DEMO_PATH}`);
        const keyId = (await vq.services.keys.authenticate(demo.key))!.id;
        console.log(demoBanner(vq.config.publicUrl, demo.key, await vq.services.sessions.signInLink(keyId)));
        console.log('Start the server with `visualq serve` to serve the demo site.');
      });
    case 'orgs':
      return withApp(async ({ services }) => {
        if (sub === 'create') {
          if (!values.name) fail('orgs create needs --name');
          const org = await services.orgs.create({ name: values.name, plan: values.plan });
          console.log(JSON.stringify(org, null, 2));
        } else if (sub === 'list') {
          console.log(JSON.stringify(await services.orgs.list(), null, 2));
        } else fail(USAGE);
      });
    case 'keys':
      return withApp(async ({ services }) => {
        if (sub === 'revoke') {
          const id = positionals[0] ?? fail('keys revoke needs a key id');
          if (!(await services.keys.revoke(id)))
            fail(`no active key ${id} (keys list --org O shows the ids)`);
          console.log(`revoked ${id}`);
          return;
        }
        const org = values.org ? await services.orgs.find(values.org) : undefined;
        if (!org) fail(`${sub ?? 'keys'} needs --org <slug or id> of an existing org`);
        if (sub === 'create') {
          const project = values.project ? await services.projects.find(org.id, values.project) : undefined;
          if (values.project && !project) fail(`no project ${values.project} in org ${org.slug}`);
          const kind = values.kind === 'project' ? 'project' : 'org';
          const created = await services.keys.create({
            orgId: org.id,
            kind,
            name: values.name,
            scopes: values.scope as Scope[] | undefined,
            projectId: project?.id ?? null,
          });
          console.log(JSON.stringify(created.record, null, 2));
          console.log(`\nkey (shown once, store it now): ${created.key}`);
        } else if (sub === 'list') {
          console.log(JSON.stringify(await services.keys.list(org.id), null, 2));
        } else fail(USAGE);
      });
    case 'projects':
      return withApp(async ({ services }) => {
        const org = values.org ? await services.orgs.find(values.org) : undefined;
        if (!org) fail('projects needs --org <slug or id> of an existing org');
        if (sub === 'create') {
          if (!values.name || !values['base-url']) fail('projects create needs --name and --base-url');
          const { project } = await services.projects.create(org.id, {
            name: values.name,
            baseUrl: values['base-url'],
          });
          console.log(JSON.stringify(project, null, 2));
        } else if (sub === 'list') {
          console.log(JSON.stringify(await services.projects.list(org.id), null, 2));
        } else fail(USAGE);
      });
    case 'environments':
      return withApp(async ({ services }) => {
        const org = values.org ? await services.orgs.find(values.org) : undefined;
        if (!org) fail('environments needs --org <slug or id> of an existing org');
        const project = values.project ? await services.projects.find(org.id, values.project) : undefined;
        if (!project) fail(`environments needs --project <slug or id> of a project of ${org.slug}`);
        if (sub === 'create') {
          if (!values.name) fail('environments create needs --name');
          const env = await services.projects.createEnvironment(project, {
            name: values.name,
            baseUrl: values['base-url'],
          });
          console.log(JSON.stringify(environmentView(env, project), null, 2));
        } else if (sub === 'list') {
          const envs = await services.projects.environments(project.id);
          console.log(
            JSON.stringify(
              envs.map((e) => environmentView(e, project)),
              null,
              2,
            ),
          );
        } else fail(USAGE);
      });
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`visualq: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

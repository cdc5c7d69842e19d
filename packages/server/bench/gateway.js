// Gateway throughput on loopback: a real `visualq serve` process, autocannon in this one.
// Usage: npm run bench [-- --seconds 5 --connections 20]
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPage } from './pages.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } },
});
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');
const PG_ADMIN = process.env.VISUALQ_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function cli(args, env) {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
}

function serve(env) {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: {
      ...process.env,
      VISUALQ_PORT: '0',
      VISUALQ_LOG_LEVEL: 'warn',
      VISUALQ_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const m = /VisualQ listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
}

async function measure(url, key, tool, args) {
  const result = await autocannon({
    url: `${url}/api/mcp/v1/invoke`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ tool, args }),
    connections: Number(values.connections),
    duration: Number(values.seconds),
    // Steady state: the first requests compile the hot paths and load what a tool imports lazily.
    warmup: { connections: Number(values.connections), duration: 1 },
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  return {
    tool,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
  };
}

// The pages a VRT run captures while the gateway is measured.
const pages = http.createServer((req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(benchPage(Number(req.url.split('/')[2] ?? 0), { long: true }));
});
await new Promise((r) => pages.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${pages.address().port}`;

async function invoke(url, key, tool, args) {
  const response = await fetch(`${url}/api/mcp/v1/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ tool, args }),
  });
  return response.json();
}

/**
 * Keeps full-page captures of 8 long pages × 3 viewports going until stopped; `warm` resolves once
 * the first run has finished (Chromium launched, pages warm), so what follows is a steady state.
 */
function keepCapturing(url, key) {
  let stopped = false;
  let captured = 0;
  let warmed;
  const warm = new Promise((resolve) => {
    warmed = resolve;
  });
  const loop = (async () => {
    while (!stopped) {
      const { data } = await invoke(url, key, 'run_baseline', {});
      for (;;) {
        const status = await invoke(url, key, 'get_run_status', { runId: data.runId });
        if (!['queued', 'running'].includes(status.data.status)) {
          captured += status.data.summary.total;
          warmed();
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();
  return {
    warm,
    async stop() {
      stopped = true;
      await loop;
      return captured;
    },
  };
}

async function run(label, env) {
  await cli(['orgs', 'create', '--name', 'Bench', '--plan', 'business'], env);
  await cli(['projects', 'create', '--org', 'bench', '--name', 'Site', '--base-url', site], env);
  const key = /key \(shown once.*\): (\S+)/.exec(await cli(['keys', 'create', '--org', 'bench'], env))[1];
  const { url, child } = await serve(env);
  try {
    const rows = [await measure(url, key, 'get_project', {}), await measure(url, key, 'no_such_tool', {})];
    for (let i = 0; i < 8; i++) {
      await invoke(url, key, 'create_scenario', {
        label: `Page ${i}`,
        url: `/p/${i}`,
        captureBaseline: false,
        confirm: true,
      });
    }
    const capturing = keepCapturing(url, key);
    await capturing.warm;
    const during = await measure(url, key, 'get_project', {});
    const captures = await capturing.stop();
    rows.push({
      ...during,
      tool: 'get_project*',
      statuses: `${during.statuses}; *during VRT runs, ${captures} captures`,
    });
    for (const r of rows) {
      console.log(
        `${label.padEnd(10)} ${r.tool.padEnd(14)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  [${r.statuses}]`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-'));
console.log(
  `gateway bench: ${values.connections} connections, ${values.seconds} s per tool, ${os.cpus().length} cores`,
);
await run('sqlite', { VISUALQ_DATA_DIR: path.join(dataDir, 'sqlite') });

const dbName = `vq_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName}`;
  await run('postgres', { VISUALQ_DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: url.toString() });
} catch (error) {
  console.log(`postgres: skipped (${error.message})`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  pages.close();
}

// Hostile requests against a real server on loopback, request logging on as in production: each
// kind of oversized or malformed request in turn, then a seeded fuzz of 20,000 over every route
// class, while a probe times /healthz. Prints per kind the answers' statuses and largest size, and
// /healthz p50/p99 beside the same probe on the idle server. Goal: 0 crashes, 0 5xx, 0
// off-contract answers, /healthz p99 < 100 ms throughout.
// Usage: node bench/hostile.js [--fuzz 20000]
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { startVisualQ } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';
import { fire, hostileRequests, MALFORMED_ESCAPES, quantile } from '../test/fuzz/hostile.js';

const { values } = parseArgs({ options: { fuzz: { type: 'string', default: '20000' } } });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-hostile-'));
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const vq = await startVisualQ(
  loadConfig(
    { VISUALQ_DATA_DIR: dataDir },
    { rateLimit: { perMinute: 0, burst: 1 }, allowPrivateNetwork: true },
  ),
  { logger: { level: 'info', stream: discard } },
);
const org = await vq.services.orgs.create({ name: 'Hostile bench', plan: 'business' });
const { project } = await vq.services.projects.create(org.id, {
  name: 'Bench',
  baseUrl: 'http://127.0.0.1:9/',
});
const key = (await vq.services.keys.create({ orgId: org.id, kind: 'org', projectId: project.id })).key;
const origin = await vq.app.listen({ port: 0, host: '127.0.0.1' });

const invoke = (tool, args) => ({
  method: 'POST',
  path: '/api/mcp/v1/invoke',
  headers: { 'content-type': 'application/json', 'x-api-key': key },
  body: JSON.stringify({ tool, args }),
});
const times = (request, n) => Array.from({ length: n }, () => request);

/** The same raw bytes on new connections, `n` times, 4 at once; the status line of each answer. */
async function rawRequests(bytes, n) {
  const statuses = [];
  const one = () =>
    new Promise((resolve) => {
      const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('close', () => resolve(answer.split(' ')[1] ?? 'none'));
      socket.on('error', () => resolve('reset'));
      socket.setTimeout(5_000, () => socket.destroy());
      socket.end(bytes);
    });
  let left = n;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) statuses.push(await one());
    }),
  );
  return statuses;
}

const rows = [];
const row = (kind, count, health, problems, extra = '') =>
  rows.push({
    kind,
    requests: count,
    'healthz p50 ms': quantile(health, 0.5)?.toFixed(1),
    'healthz p99 ms': quantile(health, 0.99)?.toFixed(1),
    problems: problems.length,
    note: extra,
  });

// The reference: the probe alone.
{
  const { health, problems } = await fire(origin, [], { probeMs: 5 }).then(async () => {
    const health = [];
    for (let i = 0; i < 400; i++) {
      const t = performance.now();
      await (await fetch(`${origin}/healthz`)).text();
      health.push(performance.now() - t);
    }
    return { health: health.sort((a, b) => a - b), problems: [] };
  });
  row('idle server (reference)', 400, health, problems);
}

const kinds = [
  ['tool name of 9 MB', times(invoke('n'.repeat(9 * 1024 * 1024), {}), 20)],
  [
    'run_vrt with 1,000,000 scenario names',
    times(invoke('run_vrt', { scenarios: Array.from({ length: 1e6 }, (_, i) => `s${i}`) }), 10),
  ],
  [
    'create_scenario with 200,000 viewports',
    times(
      invoke('create_scenario', { label: 'x', url: '/', viewports: Array(2e5).fill('phone'), confirm: true }),
      20,
    ),
  ],
  [
    '200,000 unknown argument names',
    times(invoke('get_project', Object.fromEntries(Array.from({ length: 2e5 }, (_, i) => [`u${i}`, 1]))), 10),
  ],
  [
    '1,000 unknown arguments of 190 characters',
    times(
      invoke(
        'get_project',
        Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`${'z'.repeat(185)}${i}`, 1])),
      ),
      200,
    ),
  ],
  [
    'a goal of 200,000 characters',
    times(invoke('create_frt_scenario', { goal: 'g'.repeat(2e5), confirm: true }), 100),
  ],
  [
    'malformed escapes in query names and paths',
    MALFORMED_ESCAPES.flatMap((e) =>
      times({ method: 'GET', path: `/healthz?${e}=1`, headers: {} }, 100).concat(
        times({ method: 'GET', path: `/api/ci/status/${e}`, headers: { 'x-api-key': key } }, 100),
      ),
    ),
  ],
];
for (const [kind, requests] of kinds) {
  const sizes = [];
  const { health, problems } = await fire(origin, requests, { concurrency: 4, probeMs: 10 });
  for (const r of requests.slice(0, 3)) {
    const response = await fetch(`${origin}${r.path}`, {
      method: r.method,
      headers: r.headers,
      body: r.body,
    });
    sizes.push((await response.text()).length);
  }
  row(kind, requests.length, health, problems, `answer ≤ ${Math.max(...sizes)} bytes`);
}

// Raw sockets, timed by a probe of their own.
{
  const health = [];
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const t = performance.now();
      await (await fetch(`${origin}/healthz`)).text();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const statuses = [
    ...(await rawRequests(
      `GET /api/ci/projects HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(40_000)}\r\n\r\n`,
      300,
    )),
    ...(await rawRequests('GARBAGE\r\n\r\n', 300)),
    ...(await rawRequests('GET /\u0000 HTTP/1.1\r\n\r\n', 300)),
  ];
  stop = true;
  await probe;
  const bad = statuses.filter((s) => !/^4\d\d$/.test(s));
  row(
    'raw: 40 KB headers, garbage, NUL in path',
    statuses.length,
    health.sort((a, b) => a - b),
    bad,
    `statuses ${[...new Set(statuses)].join(', ')}`,
  );
}

const fuzz = hostileRequests({
  seed: 2029,
  count: Number(values.fuzz),
  keys: [key],
  projectSlug: project.slug,
});
const started = performance.now();
const { health, problems } = await fire(origin, fuzz, { concurrency: 12, probeMs: 20 });
row(
  `seeded fuzz over every route class`,
  fuzz.length,
  health,
  problems,
  `${Math.round(fuzz.length / ((performance.now() - started) / 1000))} req/s`,
);
for (const p of problems.slice(0, 10)) console.log(`  problem: ${p}`);

const alive = (await fetch(`${origin}/healthz`)).status === 200;
console.log(
  `\nHostile requests (server alive after all: ${alive ? 'yes' : 'NO'}; goal: 0 problems, /healthz p99 < 100 ms)`,
);
console.table(rows);
await vq.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// The held-out walk corpus (test/goals-walk: four sites that record what their forms receive, 128
// goals written before the reader ever ran on them, and later "fresh" batches of 20 goals each on a
// fifth site, harbour, a sixth, coach, a seventh, library, an eighth, jobs, a ninth, clinic, a
// tenth, energy, an eleventh, rental, a twelfth, school, then bank, garage, charity, theatre, club, estate, hotel, museum, kennel, cowork, driving, bistro, florist, movers, campsite and printshop): each goal through create_frt_scenario, then its feature run once. The site is reset
// after the goal is read, so only what the run sends counts.
//   right (feasible goal):    saved, the run passed, and the site received every expected field value
//                             (null: the field must be absent) and the last page shows expect.text
//   green without data:       saved and passed, but the data did not arrive (or the end text is missing)
//   right (infeasible goal):  not green
// Prints, per site and half, these counts and the mean time from goal to saved feature.
// Usage: node bench/goals-walk.js [--half tune|heldout|fresh]
//        [--only studio|mairie|ledger|grocer|harbour|coach|library|jobs|clinic|energy|rental|school|bank|garage|charity|theatre|club|estate|hotel|museum|kennel|cowork|driving|bistro|florist|movers|campsite|printshop]
//        [--id <id>[,<id>…]]
//        [--verbose]
//        [--timeout <s per goal, 240>] [--out results.json]
//        [--gherkin feature.feature]  (with --id: save and run this hand-written feature instead of
//                                      the reader's, to check the harness itself; measures nothing;
//                                      test/goals-walk/harness-check holds some that must show ✓)
// Without --half, the tune and heldout halves are walked (the 128 goals, as before): the fresh
// batches only with --half fresh, --only <fresh site> or --id.
import fs from 'node:fs';
import { serveWalkSite } from '../test/goals-walk/sites.js';
import { benchServer } from './visualq.js';

const FLAGS = ['--half', '--only', '--id', '--out', '--gherkin', '--timeout', '--verbose'];
const unknown = process.argv
  .slice(2)
  .filter((a, i, all) => a.startsWith('-') && !FLAGS.includes(a) && !FLAGS.includes(all[i - 1]));
if (unknown.length) {
  console.error(`unknown option ${unknown.join(', ')}; see the usage at the top of bench/goals-walk.js`);
  process.exit(2);
}
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const half = arg('--half');
const only = arg('--only');
const onlyId = arg('--id');
const out = arg('--out');
const handFeature = arg('--gherkin') ? fs.readFileSync(arg('--gherkin'), 'utf8') : null;
if (handFeature && !onlyId) throw new Error('--gherkin needs --id');
const verbose = process.argv.includes('--verbose');
const timeoutMs = Number(arg('--timeout') ?? 240) * 1000;
if (half && !['tune', 'heldout', 'fresh'].includes(half)) throw new Error('--half tune|heldout|fresh');

const corpus = JSON.parse(fs.readFileSync(new URL('../test/goals-walk/goals.json', import.meta.url), 'utf8'));
const goals = corpus.goals.filter(
  (g) =>
    (half ? g.half === half : g.half !== 'fresh' || only || onlyId) &&
    (!only || g.site === only) &&
    (!onlyId || onlyId.split(',').includes(g.id)),
);
if (!goals.length) throw new Error('no goal matches');
const names = [...new Set(goals.map((g) => g.site))];

const sites = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await serveWalkSite(n)])));
const vq = await benchServer(sites[names[0]].url, 'Goals-walk bench');
for (const n of names.slice(1)) {
  await vq.vq.services.projects.create(vq.org.id, { name: n, slug: n, baseUrl: sites[n].url });
}
const projectOf = (site) => (site === names[0] ? vq.project.slug : site);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
class Timeout extends Error {}
/** The promise, or a Timeout after `ms`; the timer is cleared either way, so the bench exits when done. */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function waitForRun(runId, deadline) {
  for (;;) {
    const status = await vq.invoke('get_run_status', { runId });
    if (!['queued', 'running'].includes(status.data?.status)) return status;
    if (Date.now() > deadline) throw new Timeout(`run ${runId} still ${status.data?.status} at the deadline`);
    await sleep(150);
  }
}

/** Values compared as a visitor typed them: same characters, whitespace and typographic quotes folded. */
const norm = (s) =>
  String(s)
    .normalize('NFC')
    .replace(/[’‘`]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const fieldFits = (r, k, v) =>
  v === null ? !(k in r.fields) : k in r.fields && norm(r.fields[k]) === norm(v);

/** The expected entries the site did not receive, as readable lines (empty: all arrived). */
function missingData(expected, received) {
  const missing = [];
  for (const e of expected) {
    const near = received
      .filter((r) => !e.path || r.path === e.path)
      .map((r) => ({ r, bad: Object.entries(e.fields).filter(([k, v]) => !fieldFits(r, k, v)) }))
      .sort((a, b) => a.bad.length - b.bad.length)[0];
    if (near && !near.bad.length) continue;
    missing.push(
      near
        ? `${e.path}: ${near.bad.map(([k, v]) => `${k} expected ${JSON.stringify(v)}, got ${JSON.stringify(near.r.fields[k] ?? '(absent)')}`).join('; ')}`
        : `${e.path ?? '(any path)'}: nothing received`,
    );
  }
  return missing;
}

const textSeen = (text, pages) =>
  !text || (pages.length > 0 && norm(pages.at(-1).text).toLowerCase().includes(norm(text).toLowerCase()));

const outcomes = [];
const started = performance.now();
for (const g of goals) {
  const site = sites[g.site];
  const project = projectOf(g.site);
  const deadline = Date.now() + timeoutMs;
  const o = { id: g.id, site: g.site, voice: g.voice, half: g.half, feasible: g.feasible };
  let made = null;
  let status = null;
  site.reset();
  const t = performance.now();
  try {
    made = await within(
      handFeature
        ? vq
            .invoke('frt_save_feature_draft', {
              name: `hand ${g.id}`,
              gherkin: handFeature,
              confirm: true,
              project,
            })
            .then((r) =>
              r.ok ? { ...r, data: { featureId: r.data.feature?.featureId, gherkin: handFeature } } : r,
            )
        : vq.invoke('create_frt_scenario', { goal: g.goal, forceCreate: true, confirm: true, project }),
      timeoutMs,
      'create_frt_scenario',
    );
    o.createMs = performance.now() - t;
    o.saved = Boolean(made.ok && made.data?.featureId);
    if (!o.saved) o.why = made.ok ? 'no feature saved' : `${made.error?.code}: ${made.summary}`;
    // Whatever the reader sent while walking the site does not count: only the run's requests.
    site.reset();
    if (o.saved) {
      const run = await vq.invoke('run_frt_feature', {
        featureId: made.data.featureId,
        confirm: true,
        project,
      });
      if (!run.ok) {
        o.why = `run refused: ${run.error?.code}: ${run.summary}`;
      } else {
        status = await waitForRun(run.data.runId, deadline);
        o.runStatus = status.data?.status;
        o.green = o.runStatus === 'completed';
        if (!o.green) {
          const explained = await vq.invoke('frt_explain_failure', { runId: run.data.runId, project });
          o.why = `run ${o.runStatus}: ${explained.summary}`;
        }
      }
    }
  } catch (e) {
    if (!(e instanceof Timeout)) throw e;
    o.why = `timeout: ${e.message}`;
    o.timedOut = true;
  }
  o.green = Boolean(o.green);
  const received = site.received();
  const pages = site.pages();
  o.missing = missingData(g.expect.received, received);
  o.textOk = textSeen(g.expect.text, pages);
  o.dataOk = o.missing.length === 0 && o.textOk;
  o.right = g.feasible ? o.green && o.dataOk : !o.green;
  outcomes.push(o);

  const mark = o.right ? '✓' : g.feasible && o.green ? '◐' : '✗';
  // A hand-written feature (--gherkin) reveals nothing of the reader: its failure is always told.
  const secret = ['heldout', 'fresh'].includes(g.half) && !verbose && !handFeature;
  if (verbose || (!o.right && !secret)) {
    console.log(`${mark} ${g.id} [${g.half}${g.feasible ? '' : ', infeasible'}] ${g.goal}`);
    if (o.why) console.log(`    ${o.why.split('\n').join('\n    ')}`);
    if (g.feasible && o.green && !o.dataOk) {
      for (const m of o.missing) console.log(`    data: ${m}`);
      if (!o.textOk) console.log(`    end text ${JSON.stringify(g.expect.text)} not on the last page`);
    }
    if (!g.feasible && o.green) console.log(`    green although infeasible (${g.note})`);
  }
  if (verbose) {
    if (made?.ok && made.data?.gherkin)
      console.log(`    feature:\n      ${made.data.gherkin.trim().split('\n').join('\n      ')}`);
    console.log(`    received: ${JSON.stringify(received)}`);
    if (pages.length) console.log(`    last page (${pages.at(-1).path}): ${pages.at(-1).text.slice(0, 300)}`);
    if (g.feasible && o.missing.length) for (const m of o.missing) console.log(`    missing: ${m}`);
    if (g.expect.text && !o.textOk) console.log(`    end text ${JSON.stringify(g.expect.text)} not seen`);
  }
  // A run cut by the timeout may still be walking the site: let it finish before the next goal.
  if (o.timedOut) await sleep(5000);
}

const mean = (list) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : null);
function row(label, list) {
  const feas = list.filter((o) => o.feasible);
  const inf = list.filter((o) => !o.feasible);
  const right = feas.filter((o) => o.right).length;
  const times = list.filter((o) => o.saved).map((o) => o.createMs);
  const pct = feas.length ? `${Math.round((100 * right) / feas.length)} %` : '—';
  const m = mean(times);
  return `  ${label.padEnd(18)} ${`${right}/${feas.length}`.padStart(7)} ${pct.padStart(6)}   ${String(feas.filter((o) => o.green && !o.dataOk).length).padStart(5)}   ${String(feas.filter((o) => !o.green).length).padStart(4)}   ${`${inf.filter((o) => o.right).length}/${inf.length}`.padStart(6)}   ${m === null ? '     —' : `${(m / 1000).toFixed(2)} s`.padStart(8)} (${times.length} saved)`;
}
console.log(
  `\nGoals walked to features (create_frt_scenario, then one run): ${goals.length} goals${half ? `, ${half} half` : ''}${only ? `, ${only}` : ''}`,
);
console.log(
  `  ${''.padEnd(18)} ${'green+data'.padStart(14)}   ${'green'.padStart(5)}   ${'red'.padStart(4)}   ${'infeas'.padStart(6)}   goal→feature`,
);
console.log(
  `  ${''.padEnd(18)} ${''.padStart(14)}   ${'-data'.padStart(5)}   ${''.padStart(4)}   ${'kept'.padStart(6)}`,
);
const halves = ['tune', 'heldout', 'fresh'].filter((h) => outcomes.some((o) => o.half === h));
for (const n of names)
  for (const h of halves)
    console.log(
      row(
        `${n} ${h}`,
        outcomes.filter((o) => o.site === n && o.half === h),
      ),
    );
for (const h of halves)
  console.log(
    row(
      `all ${h}`,
      outcomes.filter((o) => o.half === h),
    ),
  );
if (halves.length > 1) console.log(row('all', outcomes));
const voices = [...new Set(outcomes.map((o) => o.voice))];
console.log('  by voice:');
for (const v of voices)
  console.log(
    row(
      `  ${v}`,
      outcomes.filter((o) => o.voice === v),
    ),
  );
console.log(
  `  timeouts: ${outcomes.filter((o) => o.timedOut).length}; total ${((performance.now() - started) / 60000).toFixed(1)} min`,
);
if (out) fs.writeFileSync(out, `${JSON.stringify(outcomes, null, 2)}\n`);
await vq.close();
for (const s of Object.values(sites)) await s.close();

// Goals as testers write them (test/goals/goals.json, English and French, four sites): each goal
// through create_frt_scenario, then its feature run once. A goal is green when the feature is
// saved and its first run passes. Prints the green rate of the tuning goals and, apart, of the
// held-out third that was never used to tune the grounder, and the mean time from goal to saved
// feature. Usage: node bench/goals.js [--only lumen|quarry|acme|tisane] [--verbose]
import fs from 'node:fs';
import { serveSite } from '../test/goals/sites.js';
import { benchServer } from './visualq.js';

const corpus = JSON.parse(fs.readFileSync(new URL('../test/goals/goals.json', import.meta.url), 'utf8'));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const verbose = process.argv.includes('--verbose');
const names = [...new Set(corpus.goals.map((g) => g.site))].filter((n) => !only || n === only);

const sites = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await serveSite(n)])));
const vq = await benchServer(sites[names[0]].url, 'Goal bench');
for (const n of names.slice(1)) {
  await vq.vq.services.projects.create(vq.org.id, { name: n, slug: n, baseUrl: sites[n].url });
}
const projectOf = (site) => (site === names[0] ? vq.project.slug : site);

async function waitForRun(runId) {
  for (;;) {
    const status = await vq.invoke('get_run_status', { runId });
    if (!['queued', 'running'].includes(status.data?.status)) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const outcomes = [];
for (const g of corpus.goals.filter((x) => names.includes(x.site))) {
  const project = projectOf(g.site);
  const t = performance.now();
  const made = await vq.invoke('create_frt_scenario', {
    goal: g.goal,
    forceCreate: true,
    confirm: true,
    project,
  });
  const ms = performance.now() - t;
  let green = false;
  let why = made.ok ? '' : `${made.error.code}: ${made.summary}`;
  if (made.ok) {
    const run = await vq.invoke('run_frt_feature', {
      featureId: made.data.featureId,
      confirm: true,
      project,
    });
    const status = await waitForRun(run.data.runId);
    green = status.data.status === 'completed';
    if (!green) {
      const explained = await vq.invoke('frt_explain_failure', { runId: run.data.runId, project });
      why = `run ${status.data.status}: ${explained.summary}\n${made.data.gherkin}`;
    }
  }
  outcomes.push({ ...g, green, ms: made.ok ? ms : null });
  if (!green && (!g.heldOut || verbose)) console.log(`  ✗ [${g.site}] ${g.goal}\n    ${why}`);
}

const rate = (list) => `${list.filter((o) => o.green).length}/${list.length}`;
const saved = outcomes.filter((o) => o.ms !== null).map((o) => o.ms);
console.log('Goals to green features (create_frt_scenario, then one run)');
console.log(`  tuning goals:    ${rate(outcomes.filter((o) => !o.heldOut))}`);
console.log(
  `  held-out third:  ${rate(outcomes.filter((o) => o.heldOut))} (${Math.round((100 * outcomes.filter((o) => o.heldOut && o.green).length) / Math.max(1, outcomes.filter((o) => o.heldOut).length))} %)`,
);
const rounds = [...new Set(outcomes.filter((o) => o.heldOut).map((o) => o.round ?? 1))].sort();
for (const r of rounds)
  console.log(
    `    round ${r}${r === 1 ? ' (the first third)' : ' (written after the reader was tuned)'}: ${rate(outcomes.filter((o) => o.heldOut && (o.round ?? 1) === r))}`,
  );
for (const n of names) console.log(`  ${n.padEnd(8)} ${rate(outcomes.filter((o) => o.site === n))}`);
console.log(
  `  goal to saved feature: mean ${(saved.reduce((a, b) => a + b, 0) / Math.max(1, saved.length) / 1000).toFixed(2)} s over ${saved.length} saved`,
);
await vq.close();
for (const s of Object.values(sites)) await s.close();

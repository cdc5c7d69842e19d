import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv, TEST_DB } from '../src/test-support/database.js';
import { type ServerProcess, spawnVisualQ, until } from '../src/test-support/process.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The sections whose commands a new user runs first, as written. */
const SECTIONS = [
  'Quick start',
  'Visual regression testing (VRT)',
  'Functional journeys (FRT)',
  'Tracking and JIRA proof',
];
const HELPER = /^(VQ=|call\(\) \{|wait_run\(\) \{)/;

/** The shell blocks of a README section, without the lines that set up the helpers. */
function commandsOf(section: string): string {
  const start = README.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`README has no section "${section}"`);
  const end = README.indexOf('\n## ', start + 1);
  const text = README.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1].split('\n'))
    .filter((line) => !HELPER.test(line))
    .join('\n');
}

// What a new user does after `npm ci && npm start`: the README's commands, pasted as they are.
describe.runIf(TEST_DB === 'sqlite')('the README’s commands run as written on a fresh demo', () => {
  let env: Record<string, string | undefined>;
  let removeEnv: () => Promise<void>;
  let server: ServerProcess;
  let helpers: string[];

  beforeAll(async () => {
    ({ env, remove: removeEnv } = await processEnv('visualq-readme-'));
    server = await spawnVisualQ('serve', env, ['--demo']);
    await until(
      'the demo baselines are ready',
      async () => (/Demo baselines ready/.test(server.output()) ? true : undefined),
      120_000,
    );
    helpers = server
      .output()
      .split('\n')
      .filter((line) => HELPER.test(line));
  }, 150_000);
  afterAll(async () => {
    await server?.kill();
    await removeEnv();
  });

  it('npm start prints the quick start’s helper lines, with its own server and key', () => {
    expect(helpers).toHaveLength(3);
    expect(helpers[0]).toMatch(new RegExp(`^VQ=${server.url}; KEY=vq_org_live_\\w+$`));
    for (const line of helpers.slice(1)) expect(README).toContain(line);
  });

  for (const section of SECTIONS) {
    it(`every call in "${section}" answers ok`, { timeout: 240_000 }, async () => {
      const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-readme-log-')), 'calls');
      const script = [
        'set -e',
        ...helpers,
        // Each answer is also written to the log, one JSON document a line.
        `eval "orig_$(declare -f call)"`,
        `call() { local out; out=$(orig_call "$1"); printf '%s\\n' "$out" >> '${log}'; printf '%s\\n' "$out"; }`,
        commandsOf(section),
      ].join('\n');
      const { stdout } = await promisify(execFile)('bash', ['-c', script], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: 220_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      const answers = fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(answers.length).toBeGreaterThan(0);
      const failed = answers.filter((a) => a.ok !== true).map((a) => `${a.tool}: ${a.error?.message}`);
      expect(failed, stdout.slice(-2_000)).toEqual([]);
    });
  }
});

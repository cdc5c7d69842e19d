import { type ExecFileOptions, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { TEST_DB } from '../src/test-support/database.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

interface Outcome {
  code: number | string | null | undefined;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI; a run that outlives `timeout` is killed (and its code is null). The CLI loads
 * the whole server before it reads its settings (2.3 s on an idle 2-core machine, over 5 s beside
 * the browser tests of a full run): 20 s tells a hang or a slow lookup from a busy machine.
 */
function run(args: string[], env: Record<string, string>, options: ExecFileOptions = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, ...env }, timeout: 20_000, encoding: 'utf8', ...options },
      (error, stdout, stderr) =>
        resolve({ code: error?.code, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

function expectRefusal(outcome: Outcome, names: RegExp): void {
  expect(outcome.code, outcome.stderr).toBe(2);
  expect(outcome.stdout).toBe('');
  expect(outcome.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^visualq: /)]);
  expect(outcome.stderr).toMatch(names);
}

// The checks happen before any database is opened, so one engine is enough.
// Each refusal must come within seconds: a hang or a slow lookup fails the test.
describe.runIf(TEST_DB === 'sqlite')(
  'visualq refuses bad input in one line, before any work',
  { timeout: 25_000 },
  () => {
    let dataDir: string;
    let env: Record<string, string>;

    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-cli-input-'));
      env = { VISUALQ_DATA_DIR: path.join(dataDir, 'data') };
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it.each([
      [['serve', '--workers', 'abc'], /--workers must be an integer from 0 to 64 \(got "abc"\)/],
      [['serve', '--workers=-1'], /--workers must be an integer/],
      [['serve', '--port', '65536'], /--port must be an integer from 0 to 65535/],
      [['serve', '--port', '80.5'], /--port must be an integer/],
      [['serve', '--port'], /--port <value>' argument missing/],
      [['worker', '--workers', 'two'], /--workers must be an integer/],
      [['keys', 'create', '--org', 'acme', '--kind', 'bogus'], /--kind must be one of org, project/],
      [
        ['keys', 'create', '--org', 'acme', '--scope', 'admin'],
        /--scope must be one of mcp_read, mcp_full, ci/,
      ],
      [['orgs', 'create', '--name', 'Acme', '--plan', 'gold'], /--plan must be one of free, pro, business/],
      [['artifacts', 'migrate', '--to', 'ftp'], /--to must be one of s3, file/],
    ])('%j: a bad flag value names the flag and what it accepts', async (args, names) => {
      expectRefusal(await run(args, env), names);
    });

    it.each([
      [['orgs', 'list', '--bogus'], /unknown option '--bogus'; usage: visualq orgs list$/m],
      [['orgs', 'list', '--port', '1'], /orgs list takes no --port; usage: visualq orgs list$/m],
      [['serve', '--demo=yes'], /'--demo' does not take an argument; usage: visualq serve \[--demo\]/],
      [['keys', 'create', '--kind', 'org'], /keys create needs --org; usage: visualq keys create --org O/],
      [
        ['projects', 'create', '--org', 'acme', '--name', 'Shop'],
        /needs --base-url; usage: visualq projects create/,
      ],
      [['artifacts', 'migrate'], /needs --to; usage: visualq artifacts migrate --to s3\|file$/m],
      [['keys', 'revoke'], /keys revoke needs <keyId>/],
      [['orgs', 'list', 'extra'], /unexpected argument "extra"; usage: visualq orgs list$/m],
      [['keys', 'bogus'], /keys needs one of: create, list, revoke \(not "bogus"\)/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ])('%j: unknown or missing flags are refused with the usage line', async (args, names) => {
      expectRefusal(await run(args, env), names);
    });

    it('worker refuses zero workers, which would never run a job', async () => {
      const outcome = await run(['worker', '--workers', '0'], {
        ...env,
        DATABASE_URL: 'postgres://127.0.0.1:1/x',
      });
      expectRefusal(outcome, /worker needs --workers .* at least 1/);
    });

    it.each([
      [
        'DATABASE_URL',
        'notaurl',
        /DATABASE_URL is not a PostgreSQL URL \(postgres:\/\/user@host:5432\/db\): /,
      ],
      ['VISUALQ_PORT', 'abc', /VISUALQ_PORT must be an integer from 0 to 65535/],
      ['PORT', '-5', /PORT must be an integer from 0 to 65535/],
      ['VISUALQ_WORKERS', '-1', /VISUALQ_WORKERS must be an integer/],
      ['VISUALQ_RATE_LIMIT_BURST', '0', /VISUALQ_RATE_LIMIT_BURST must be an integer >= 1/],
      ['VISUALQ_CAPTURE_CONCURRENCY', 'many', /VISUALQ_CAPTURE_CONCURRENCY must be an integer/],
      ['VISUALQ_DB_TIMEOUT_MS', 'soon', /VISUALQ_DB_TIMEOUT_MS must be an integer from 1 to 2147483647/],
      ['VISUALQ_FRT_STEP_TIMEOUT_MS', '1e4', /VISUALQ_FRT_STEP_TIMEOUT_MS must be an integer/],
      ['VISUALQ_BROWSER_NICE', '20', /VISUALQ_BROWSER_NICE must be an integer from 0 to 19/],
      ['VISUALQ_JOB_STALE_MS', 'x', /VISUALQ_JOB_STALE_MS must be an integer/],
      ['VISUALQ_LOG_LEVEL', 'loud', /VISUALQ_LOG_LEVEL must be one of fatal, error, warn, info/],
      ['VISUALQ_ARTIFACTS', 'disk', /VISUALQ_ARTIFACTS must be one of file, s3/],
      ['VISUALQ_ALLOW_PRIVATE_NETWORK', 'maybe', /VISUALQ_ALLOW_PRIVATE_NETWORK must be one of 1, true/],
      ['VISUALQ_PUBLIC_URL', 'example.com', /VISUALQ_PUBLIC_URL is not an HTTP URL/],
      [
        'VISUALQ_JIRA_URL',
        'ftp://jira.example.com',
        /VISUALQ_JIRA_URL is not an HTTP URL .*protocol is ftp:/,
      ],
    ])('%s=%j stops serve with one line naming it', async (name, value, names) => {
      expectRefusal(await run(['serve'], { ...env, [name]: value }), names);
    });

    it('a DATABASE_URL of another protocol is refused without looking up its host or echoing its password', async () => {
      const outcome = await run(['migrate'], { ...env, DATABASE_URL: 'mysql://vq:hunter2@db.invalid/vq' });
      expectRefusal(
        outcome,
        /DATABASE_URL is not a PostgreSQL URL .*: its protocol is mysql:, not postgres: or postgresql:/,
      );
      expect(outcome.stderr).not.toContain('hunter2');
    });

    it('a data directory under a regular file is refused at once', async () => {
      const file = path.join(dataDir, 'a-file');
      fs.writeFileSync(file, '');
      const outcome = await run(['serve'], { VISUALQ_DATA_DIR: path.join(file, 'data') });
      expectRefusal(outcome, /VISUALQ_DATA_DIR cannot hold files: ENOTDIR/);
    });

    it('a read-only data directory is refused at once', async () => {
      const readOnly = path.join(dataDir, 'read-only');
      fs.mkdirSync(readOnly, { mode: 0o555 });
      fs.chmodSync(dataDir, 0o755);
      // root writes anywhere: run the CLI as nobody to meet the permission check.
      const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const outcome = await run(['serve'], { VISUALQ_DATA_DIR: readOnly }, asNobody);
      expectRefusal(outcome, /VISUALQ_DATA_DIR cannot hold files: EACCES/);
    });
  },
);

describe.runIf(TEST_DB === 'sqlite')('loadConfig', () => {
  it('reads the database timeout, 5 s by default', () => {
    expect(loadConfig({}).dbTimeoutMs).toBe(5_000);
    expect(loadConfig({ VISUALQ_DB_TIMEOUT_MS: '250' }).dbTimeoutMs).toBe(250);
    expect(() => loadConfig({ VISUALQ_DB_TIMEOUT_MS: '0' })).toThrow(/VISUALQ_DB_TIMEOUT_MS/);
  });

  it('takes postgres: and postgresql: URLs, and the settings it validates at their defaults when unset', () => {
    for (const url of ['postgres://vq@127.0.0.1:5432/vq', 'postgresql://vq:pw@db/vq?sslmode=require'])
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ VISUALQ_PORT: '', VISUALQ_LOG_LEVEL: '' })).toMatchObject({
      port: 4100,
      logLevel: 'info',
    });
  });
});

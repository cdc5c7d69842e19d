import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function envFor(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return { ...process.env, VISUALQ_LOG_LEVEL: 'info', ...extra };
}

/** Runs the built CLI once and returns its stdout. */
export async function cli(args: string[], env: Record<string, string | undefined>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: envFor(env) });
  return stdout;
}

/** Starts a Node CLI as a real process and waits until its output matches `ready`. */
export async function spawnReady(
  cliPath: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [cliPath, ...args], { env });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    // A busy machine can be slow to start a process; one that never starts is killed, not left behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start:\n${output}`));
    }, 45_000);
    const onData = (d: Buffer) => {
      output += d;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? '');
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => reject(new Error(`${args.join(' ')} exited:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts `visualq <command>`; for serve, resolves with the origin it listens on. */
export function spawnVisualQ(
  command: 'serve' | 'worker',
  env: Record<string, string | undefined>,
  args: string[] = [],
): Promise<ServerProcess> {
  const ready = command === 'serve' ? /VisualQ listening at (http:\/\/127\.0\.0\.1:\d+)/ : /worker started/;
  return spawnReady(CLI, [command, ...args], envFor({ VISUALQ_PORT: '0', ...env }), ready);
}

export async function invokeOver(url: string, key: string, tool: string, args: unknown) {
  const response = await fetch(`${url}/api/mcp/v1/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ tool, args }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const IDES = ['cursor', 'claude', 'vscode'] as const;
export type Ide = (typeof IDES)[number];

/** How the IDE starts the MCP server: this checkout's package by default, the npm name on request. */
export type Launcher = { command: string; args: string[] };

/** This package's own entry point, by absolute path: nothing is fetched from a registry. */
export function localLauncher(): Launcher {
  const bin = fileURLToPath(new URL('../bin/visualq-mcp.js', import.meta.url));
  return { command: 'node', args: [bin] };
}

export const PUBLISHED_LAUNCHER: Launcher = { command: 'npx', args: ['-y', '@visualq/mcp'] };

/**
 * The config file each IDE reads, with the key taken from the environment or a prompt, never
 * written into the file: these files are often committed.
 */
export function setupSnippet(
  ide: Ide,
  baseUrl: string,
  launcher: Launcher = localLauncher(),
): { file: string; config: Record<string, any>; hint: string } {
  const COMMAND = launcher;
  const commandLine = [launcher.command, ...launcher.args]
    .map((a) => (a.includes(' ') ? `"${a}"` : a))
    .join(' ');
  const env = (key: string) => ({ VISUALQ_BASE_URL: baseUrl, VISUALQ_API_KEY: key });
  switch (ide) {
    case 'cursor':
      return {
        file: '.cursor/mcp.json',
        config: { mcpServers: { visualq: { ...COMMAND, env: env('${env:VISUALQ_API_KEY}') } } },
        hint: 'Export VISUALQ_API_KEY in the shell that starts Cursor.',
      };
    case 'claude':
      return {
        file: '.mcp.json',
        config: { mcpServers: { visualq: { ...COMMAND, env: env('${VISUALQ_API_KEY}') } } },
        hint: `Export VISUALQ_API_KEY, or instead run: claude mcp add visualq -e VISUALQ_BASE_URL=${baseUrl} -e VISUALQ_API_KEY=<key> -- ${commandLine}`,
      };
    case 'vscode':
      return {
        file: '.vscode/mcp.json',
        config: {
          inputs: [
            { type: 'promptString', id: 'visualq-api-key', description: 'VisualQ API key', password: true },
          ],
          servers: { visualq: { type: 'stdio', ...COMMAND, env: env('${input:visualq-api-key}') } },
        },
        hint: 'VS Code asks for the key the first time the server starts.',
      };
  }
}

/** Merges the VisualQ entry into an existing config, keeping every other server. */
export function writeSetup(ide: Ide, baseUrl: string, cwd: string, launcher?: Launcher): string {
  const { file, config } = setupSnippet(ide, baseUrl, launcher);
  const target = path.join(cwd, file);
  const existing = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  const merged: Record<string, any> = { ...existing };
  for (const [key, value] of Object.entries(config)) {
    merged[key] = Array.isArray(value)
      ? [...(existing[key] ?? []).filter((v: any) => !value.some((n: any) => n.id === v.id)), ...value]
      : { ...(existing[key] ?? {}), ...value };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
  return target;
}

import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startSite } from '../../server/src/test-support/site.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');

describe('visualq-mcp setup', () => {
  it('prints each IDE config with the key from the environment, never in the file', () => {
    for (const ide of ['cursor', 'claude', 'vscode']) {
      const out = execFileSync(process.execPath, [CLI, 'setup', ide], {
        env: {
          ...process.env,
          VISUALQ_BASE_URL: 'http://vq.local:4100',
          VISUALQ_API_KEY: 'vq_org_live_secret',
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const json = JSON.parse(out.split('\n').slice(1).join('\n'));
      const server = json.mcpServers?.visualq ?? json.servers?.visualq;
      // This checkout's package by absolute path: nothing is fetched from a registry.
      expect(server.command).toBe('node');
      expect(path.isAbsolute(server.args[0])).toBe(true);
      expect(fs.existsSync(server.args[0])).toBe(true);
      expect(server.env.VISUALQ_BASE_URL).toBe('http://vq.local:4100');
      expect(out).not.toContain('vq_org_live_secret');
    }
  });

  it('--published launches the npm package instead', () => {
    const out = execFileSync(process.execPath, [CLI, 'setup', 'cursor', '--published'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const json = JSON.parse(out.split('\n').slice(1).join('\n'));
    expect(json.mcpServers.visualq).toMatchObject({ command: 'npx', args: ['-y', '@visualq/mcp'] });
  });

  it('the configured command starts the MCP server, which says when no server answers', () => {
    const out = execFileSync(process.execPath, [CLI, 'setup', 'claude'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const server = JSON.parse(out.split('\n').slice(1).join('\n')).mcpServers.visualq;
    // The IDE's end of the pipe closed at once: the session ends, after saying what it found.
    const run = spawnSync(server.command === 'node' ? process.execPath : server.command, server.args, {
      env: { ...process.env, VISUALQ_API_KEY: 'vq_org_live_x', VISUALQ_BASE_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.stderr).toMatch(/visualq-mcp: cannot reach the VisualQ server at http:\/\/127\.0\.0\.1:9/);
    expect(run.status).toBe(0);
  });

  it('writes the URL of the server it is pointed at: --url, else the port the server reads', async () => {
    const site = await startSite({ '/api/mcp': { body: '{"tools":[]}', type: 'application/json' } });
    // Asynchronously: the site answering the probe lives in this process.
    const setup = async (args: string[], env: Record<string, string>) => {
      const run = await promisify(execFile)(process.execPath, [CLI, 'setup', 'cursor', ...args], {
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      const json = JSON.parse(run.stdout.split('\n').slice(1).join('\n'));
      return { url: json.mcpServers.visualq.env.VISUALQ_BASE_URL, stderr: run.stderr };
    };
    try {
      const pointed = await setup(['--url', `${site.url}/`], { VISUALQ_BASE_URL: 'http://elsewhere:1' });
      expect(pointed.url).toBe(site.url);
      expect(pointed.stderr).toContain(`VisualQ answers at ${site.url}.`);
      const byPort = await setup([], { VISUALQ_PORT: '4321' });
      expect(byPort.url).toBe('http://127.0.0.1:4321');
      expect(byPort.stderr).toMatch(/No VisualQ server answers at http:\/\/127\.0\.0\.1:4321 yet/);
    } finally {
      await site.close();
    }
  });

  it('--write merges into an existing config and keeps the other servers', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vq-setup-'));
    fs.mkdirSync(path.join(dir, '.cursor'));
    fs.writeFileSync(
      path.join(dir, '.cursor/mcp.json'),
      JSON.stringify({ mcpServers: { other: { command: 'x' } } }),
    );
    execFileSync(process.execPath, [CLI, 'setup', 'cursor', '--write'], { cwd: dir, stdio: 'ignore' });
    const written = JSON.parse(fs.readFileSync(path.join(dir, '.cursor/mcp.json'), 'utf8'));
    expect(Object.keys(written.mcpServers).sort()).toEqual(['other', 'visualq']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an unknown IDE with the usage', () => {
    expect(() => execFileSync(process.execPath, [CLI, 'setup', 'emacs'], { stdio: 'pipe' })).toThrow(
      /setup <cursor/,
    );
  });
});

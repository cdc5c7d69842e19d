import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../tools/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('next actions name tools that exist', () => {
  it('every tool an answer points to (nextActions, ladders, advice) is a registered tool', () => {
    const registered = new Set(ALL_TOOLS.map((t) => t.name));
    // The MCP package adds wait_for_run on the client side; it polls /api/ci/status.
    registered.add('wait_for_run');
    const named = new Map<string, string>();
    for (const file of sources(SRC)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\btool: '([a-z0-9_]+)'/g))
        named.set(m[1], path.relative(SRC, file));
    }
    expect(named.size).toBeGreaterThan(40);
    const unknown = [...named].filter(([name]) => !registered.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(unknown).toEqual([]);
  });
});

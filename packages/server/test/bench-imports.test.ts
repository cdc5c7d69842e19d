import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run bench` is a README command: a module a bench reads from the build must still exist
// after code moves (the suite runs after `npm run build`).
const bench = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');

describe('benches', () => {
  it('import only built modules that exist', () => {
    const missing: string[] = [];
    for (const file of fs.readdirSync(bench).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(bench, file), 'utf8');
      for (const [, target] of source.matchAll(/from '(\.\.\/dist\/[^']+)'/g)) {
        if (!fs.existsSync(path.resolve(bench, target))) missing.push(`${file}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

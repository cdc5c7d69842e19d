#!/usr/bin/env node
// Present from the first `npm ci` (before any build), so npm links the `visualq` command; the real
// CLI is the compiled one.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('visualq: not built yet; run `npm run build` (or `npm start`) in the repository first');
  process.exit(1);
}
await import(cli.href);

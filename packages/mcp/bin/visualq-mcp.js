#!/usr/bin/env node
// Present from the first `npm ci` (before any build), so npm links the `visualq-mcp` command; the
// real CLI is the compiled one.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('visualq-mcp: not built yet; run `npm run build` in the VisualQ repository first');
  process.exit(1);
}
await import(cli.href);

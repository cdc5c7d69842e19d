#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { VisualQClient } from './client.js';
import { loadPackageConfig } from './config.js';
import { startHttp } from './http.js';
import { createMcpServer, reloadUntilReachable, ToolSet } from './server.js';
import { serverUrl } from './server-url.js';
import { IDES, type Ide, localLauncher, PUBLISHED_LAUNCHER, setupSnippet, writeSetup } from './setup.js';

const SETUP_USAGE = `visualq-mcp setup <${IDES.join('|')}> [--url URL] [--write] [--published]
  Prints the MCP config for that IDE (with --write, merges it into the file in this folder).
  The config starts this checkout's package by its absolute path; --published uses
  \`npx -y @visualq/mcp\` from the npm registry instead.
  The server address written into it: --url, else VISUALQ_BASE_URL, else where a server started
  with this environment listens (VISUALQ_PUBLIC_URL, VISUALQ_PORT or PORT; http://127.0.0.1:4100).`;

/** Whether a VisualQ server answers its catalog at `url` (a setup pointed nowhere says so). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/mcp`, { signal: AbortSignal.timeout(3_000) });
    return Array.isArray(((await response.json()) as { tools?: unknown }).tools);
  } catch {
    return false;
  }
}

async function setup(args: string[]): Promise<void> {
  const ide = args[0] as Ide;
  if (!IDES.includes(ide)) {
    console.error(SETUP_USAGE);
    process.exit(args[0] === '--help' ? 0 : 2);
  }
  const baseUrl = serverUrl(process.env, args);
  const launcher = args.includes('--published') ? PUBLISHED_LAUNCHER : localLauncher();
  const snippet = setupSnippet(ide, baseUrl, launcher);
  if (args.includes('--write')) {
    console.log(`wrote ${writeSetup(ide, baseUrl, process.cwd(), launcher)}`);
  } else {
    console.log(`// ${snippet.file}`);
    console.log(JSON.stringify(snippet.config, null, 2));
  }
  console.error(
    (await answers(baseUrl))
      ? `VisualQ answers at ${baseUrl}.`
      : `No VisualQ server answers at ${baseUrl} yet: start it, or run setup again with --url and the URL \`npm start\` printed.`,
  );
  console.error(snippet.hint);
}

async function serve(argv: string[]): Promise<void> {
  const config = loadPackageConfig(process.env, argv);
  const client = new VisualQClient(config.baseUrl, config.apiKey);
  const toolSet = new ToolSet(client, config);
  if (!(await toolSet.refresh())) {
    // stdout belongs to the MCP protocol; everything human goes to stderr.
    console.error(
      `visualq-mcp: cannot reach the VisualQ server at ${config.baseUrl}; each tool call says so until it answers`,
    );
  }
  if (config.http) {
    await startHttp(config.port, () => createMcpServer(client, toolSet, config));
    console.error(
      `visualq-mcp: http://127.0.0.1:${config.port}/mcp, ${toolSet.tools.length} tools (${config.profile})`,
    );
    return;
  }
  const server = createMcpServer(client, toolSet, config);
  await server.connect(new StdioServerTransport());
  reloadUntilReachable(toolSet, server);
  // The IDE closing the pipe is the end of the session.
  process.stdin.on('end', () => process.exit(0));
}

const argv = process.argv.slice(2);
const main = argv[0] === 'setup' ? setup(argv.slice(1)) : serve(argv);
main.catch((error: Error) => {
  console.error(`visualq-mcp: ${error.message}`);
  process.exit(1);
});

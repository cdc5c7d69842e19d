#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { VisualQClient } from './client.js';
import { ConfigError, loadPackageConfig } from './config.js';
import { startHttp } from './http.js';
import { createMcpServer, loadToolSet } from './server.js';
import { IDES, type Ide, localLauncher, PUBLISHED_LAUNCHER, setupSnippet, writeSetup } from './setup.js';

const SETUP_USAGE = `visualq-mcp setup <${IDES.join('|')}> [--write] [--published]
  Prints the MCP config for that IDE (with --write, merges it into the file in this folder).
  The config starts this checkout's package by its absolute path; --published uses
  \`npx -y @visualq/mcp\` from the npm registry instead.
  VISUALQ_BASE_URL sets the server address written into it (default http://127.0.0.1:4100).`;

function setup(args: string[]): void {
  const ide = args[0] as Ide;
  if (!IDES.includes(ide)) {
    console.error(SETUP_USAGE);
    process.exit(args[0] === '--help' ? 0 : 2);
  }
  const baseUrl = (process.env.VISUALQ_BASE_URL ?? 'http://127.0.0.1:4100').replace(/\/+$/, '');
  const launcher = args.includes('--published') ? PUBLISHED_LAUNCHER : localLauncher();
  const snippet = setupSnippet(ide, baseUrl, launcher);
  if (args.includes('--write')) {
    console.log(`wrote ${writeSetup(ide, baseUrl, process.cwd(), launcher)}`);
  } else {
    console.log(`// ${snippet.file}`);
    console.log(JSON.stringify(snippet.config, null, 2));
  }
  console.error(snippet.hint);
}

async function serve(argv: string[]): Promise<void> {
  const config = loadPackageConfig(process.env, argv);
  const client = new VisualQClient(config.baseUrl, config.apiKey);
  const toolSet = await loadToolSet(client, config).catch((error: Error) => {
    throw new ConfigError(`cannot reach the VisualQ server at ${config.baseUrl}: ${error.message}`);
  });
  if (config.http) {
    await startHttp(config.port, () => createMcpServer(client, toolSet, config));
    console.error(
      `visualq-mcp: http://127.0.0.1:${config.port}/mcp, ${toolSet.tools.length} tools (${config.profile})`,
    );
    return;
  }
  await createMcpServer(client, toolSet, config).connect(new StdioServerTransport());
}

const argv = process.argv.slice(2);
if (argv[0] === 'setup') {
  setup(argv.slice(1));
} else {
  serve(argv).catch((error: Error) => {
    // stdout belongs to the MCP protocol; everything human goes to stderr.
    console.error(`visualq-mcp: ${error.message}`);
    process.exit(1);
  });
}

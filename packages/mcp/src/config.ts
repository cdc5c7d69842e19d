import { serverUrl } from './server-url.js';

export interface PackageConfig {
  apiKey: string;
  baseUrl: string;
  defaultProject?: string;
  profile: 'qa' | 'full';
  http: boolean;
  port: number;
}

export class ConfigError extends Error {}

export function loadPackageConfig(env: NodeJS.ProcessEnv, argv: string[]): PackageConfig {
  const apiKey = env.VISUALQ_API_KEY?.trim();
  if (!apiKey) {
    throw new ConfigError(
      'VISUALQ_API_KEY is required (an org key, vq_org_live_…); see `visualq-mcp setup --help`',
    );
  }
  const profile = (env.VISUALQ_TOOL_PROFILE ?? 'qa').toLowerCase();
  if (profile !== 'qa' && profile !== 'full')
    throw new ConfigError('VISUALQ_TOOL_PROFILE must be qa or full');
  return {
    apiKey,
    baseUrl: serverUrl(env, argv),
    defaultProject: env.VISUALQ_DEFAULT_PROJECT?.trim() || undefined,
    profile,
    http: argv.includes('--http') || ['1', 'true'].includes(env.VISUALQ_MCP_HTTP ?? ''),
    port: Number(env.VISUALQ_MCP_PORT) || 3939,
  };
}

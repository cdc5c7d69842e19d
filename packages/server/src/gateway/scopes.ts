import type { AuthKey, Scope } from '../services/keys.js';
import type { AnyTool } from '../tools/define-tool.js';

/** The scope a key needs to call a tool over invoke or MCP. */
export function requiredScope(tool: AnyTool): Scope {
  return tool.access === 'write' ? 'mcp_full' : 'mcp_read';
}

export function keyHasScope(key: AuthKey, scope: Scope): boolean {
  if (key.scopes.includes(scope)) return true;
  // mcp_full includes everything mcp_read allows.
  return scope === 'mcp_read' && key.scopes.includes('mcp_full');
}

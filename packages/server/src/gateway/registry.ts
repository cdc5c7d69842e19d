import type { ToolAnnotations } from '@visualq/contract';
import { z } from 'zod';
import { type AnyTool, fullArgsSchema, needsConfirm } from '../tools/define-tool.js';
import { requiredScope } from './scopes.js';

export interface CatalogEntry {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  access: 'read' | 'write';
  async: boolean;
  scope: string;
  feature: string;
  requiresProject: boolean;
  inQaProfile: boolean;
  annotations: ToolAnnotations;
}

/** The one list of tools: invoke, the catalog and MCP tools/list all read it. */
export class ToolRegistry {
  private readonly tools = new Map<string, AnyTool>();
  private readonly schemas = new Map<string, { zod: z.ZodObject; json: Record<string, unknown> }>();

  constructor(tools: AnyTool[]) {
    for (const tool of tools) {
      if (this.tools.has(tool.name)) throw new Error(`tool ${tool.name} is defined twice`);
      this.tools.set(tool.name, tool);
      const zod = fullArgsSchema(tool);
      const json = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      delete json.$schema;
      if (needsConfirm(tool)) {
        json.required = [...new Set([...((json.required as string[]) ?? []), 'confirm'])];
      }
      this.schemas.set(tool.name, { zod, json });
    }
  }

  get(name: string): AnyTool | undefined {
    return this.tools.get(name);
  }

  list(): AnyTool[] {
    return [...this.tools.values()];
  }

  argsSchema(name: string): z.ZodObject {
    return this.schemas.get(name)!.zod;
  }

  catalogEntry(tool: AnyTool): CatalogEntry {
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: this.schemas.get(tool.name)!.json,
      access: tool.access,
      async: tool.async === true,
      scope: requiredScope(tool),
      feature: tool.feature ?? 'core',
      requiresProject: tool.project === 'required',
      inQaProfile: tool.qa === true,
      annotations: {
        title: tool.title,
        readOnlyHint: tool.access === 'read',
        destructiveHint: tool.destructive === true,
        idempotentHint: tool.access === 'read',
        openWorldHint: tool.openWorld === true,
      },
    };
  }

  catalog(): CatalogEntry[] {
    return this.list().map((t) => this.catalogEntry(t));
  }
}

import type { ToolAnnotations } from '@visualq/contract';
import { z } from 'zod';
import { type AnyTool, fullArgsSchema, needsConfirm } from '../tools/define-tool.js';
import { BOUNDS, withBounds } from './bounds.js';
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
  /** The run type POST /api/ci/run starts with this tool, for clients that route run tools there. */
  ciRunType: string | null;
  annotations: ToolAnnotations;
}

/** The one list of tools: invoke, the catalog and MCP tools/list all read it. */
export class ToolRegistry {
  private readonly tools = new Map<string, AnyTool>();
  private readonly schemas = new Map<
    string,
    { zod: z.ZodObject; json: Record<string, unknown>; longStrings: Map<string, number> }
  >();

  constructor(tools: AnyTool[]) {
    for (const tool of tools) {
      if (this.tools.has(tool.name)) throw new Error(`tool ${tool.name} is defined twice`);
      if (tool.ci && this.byCiRunType(tool.ci)) throw new Error(`two tools start ${tool.ci} runs`);
      this.tools.set(tool.name, tool);
      const zod = fullArgsSchema(tool);
      const json = withBounds(
        z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      );
      delete json.$schema;
      if (needsConfirm(tool)) {
        json.required = [...new Set([...((json.required as string[]) ?? []), 'confirm'])];
      }
      this.schemas.set(tool.name, { zod, json, longStrings: longStringsOf(json) });
    }
  }

  get(name: string): AnyTool | undefined {
    return this.tools.get(name);
  }

  list(): AnyTool[] {
    return [...this.tools.values()];
  }

  /** The run tool behind POST /api/ci/run {type}. */
  byCiRunType(type: string): AnyTool | undefined {
    return this.list().find((t) => t.ci === type);
  }

  ciRunTypes(): string[] {
    return this.list().flatMap((t) => (t.ci ? [t.ci] : []));
  }

  argsSchema(name: string): z.ZodObject {
    return this.schemas.get(name)!.zod;
  }

  /** Top-level arguments whose schema allows strings longer than the default bound. */
  longStrings(name: string): ReadonlyMap<string, number> {
    return this.schemas.get(name)!.longStrings;
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
      ciRunType: tool.ci ?? null,
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

function longStringsOf(json: Record<string, unknown>): Map<string, number> {
  const properties = (json.properties ?? {}) as Record<string, { maxLength?: number }>;
  return new Map(
    Object.entries(properties).flatMap(([name, p]) =>
      (p.maxLength ?? 0) > BOUNDS.string ? [[name, p.maxLength!] as const] : [],
    ),
  );
}

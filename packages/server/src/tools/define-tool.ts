import type { CiRunType, NextAction } from '@visualq/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Lease } from '../jobs/job-store.js';
import type { Feature } from '../services/billing.js';
import type { Services } from '../services/index.js';
import type { AuthKey } from '../services/keys.js';
import type { Org } from '../services/orgs.js';
import type { Target } from '../services/projects.js';

/** What a tool's run() returns; the gateway adds ok, tool and the defaults. */
export interface ToolResult {
  summary: string;
  data: unknown;
  warnings?: string[];
  nextActions?: NextAction[];
}

/** none: no project; optional: resolved when one can be; required: project_resolution_error otherwise. */
export type ProjectMode = 'none' | 'optional' | 'required';

/** A tool as a caller sees it in list_my_tools: its catalog entry and why it is closed, if it is. */
export interface ToolAccess {
  name: string;
  title: string;
  access: 'read' | 'write';
  async: boolean;
  scope: string;
  feature: string;
  deniedBecause: string | null;
}

export interface BaseContext {
  org: Org;
  key: AuthKey;
  services: Services;
  config: Config;
  log: FastifyBaseLogger;
  /** Every tool of the registry with this caller's access to it. */
  toolAccess(): ToolAccess[];
  /** Set when an async tool runs as a job: work it records belongs to this job and its lease. */
  job?: { id: string; lease: Lease };
}

export type ToolContext<P extends ProjectMode> = BaseContext &
  (P extends 'required' ? { target: Target } : P extends 'optional' ? { target: Target | null } : object);

export interface ToolDefinition<A extends z.ZodObject = z.ZodObject, P extends ProjectMode = ProjectMode> {
  name: string;
  title: string;
  description: string;
  args: A;
  /** write ⇒ needs confirm: true and scope mcp_full, and is audited. */
  access: 'read' | 'write';
  /**
   * Write tools need confirm: true unless this is false: starting a run only queues work, and its
   * CI door (/api/ci/run) has no confirm either, so both doors behave the same.
   */
  confirm?: boolean;
  /** The plan feature that gates this tool; core tools are on every plan. */
  feature?: Feature;
  /** Answers {jobId, status: 'queued'} at once; the result comes from get_job_status. */
  async?: boolean;
  /**
   * The run type POST /api/ci/run {type} starts through this tool; clients route the tool to that
   * door. CI keys (scope ci) may call it there.
   */
  ci?: CiRunType;
  project?: P;
  /** One of the tools agents use most: in the MCP package's default `qa` profile. */
  qa?: boolean;
  /** Replaces or deletes what exists (MCP destructiveHint); a plain create is not destructive. */
  destructive?: boolean;
  /** Reaches the site under test, outside VisualQ (MCP openWorldHint). */
  openWorld?: boolean;
  /** Async tools: checks run before queueing, so bad input is refused at once, not in the job. */
  precheck?(ctx: ToolContext<P>, args: z.infer<A>): Promise<void>;
  run(ctx: ToolContext<P>, args: z.infer<A>): Promise<ToolResult>;
}

export type AnyTool = ToolDefinition<z.ZodObject, ProjectMode>;

export const projectArgs = {
  project: z.string().min(1).optional().describe('Project slug or id; defaults to the key’s default project'),
  environment: z.string().min(1).optional().describe('Environment name or id; defaults to Production'),
};

export const confirmArg = {
  confirm: z.boolean().optional().describe('Must be true: this tool changes stored state'),
};

export function defineTool<A extends z.ZodObject, P extends ProjectMode = 'none'>(
  tool: ToolDefinition<A, P>,
): AnyTool {
  return tool as unknown as AnyTool;
}

export function needsConfirm(tool: AnyTool): boolean {
  return tool.access === 'write' && tool.confirm !== false;
}

/** The schema the gateway validates against: the tool's args plus project and confirm when they apply. */
export function fullArgsSchema(tool: AnyTool): z.ZodObject {
  let schema = tool.args;
  if ((tool.project ?? 'none') !== 'none') schema = schema.extend(projectArgs);
  if (needsConfirm(tool)) schema = schema.extend(confirmArg);
  return schema;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { ToolError } from '../errors.js';
import { type JobRow, type Lease, leaseOf } from '../jobs/job-store.js';
import type { JobOutcome, JobQueue } from '../jobs/queue.js';
import { cheapestPlanFor, planAllows } from '../services/billing.js';
import type { Services } from '../services/index.js';
import type { AuthKey } from '../services/keys.js';
import type { Org } from '../services/orgs.js';
import { databaseUnavailable } from '../store/db.js';
import { fromJson } from '../store/json.js';
import { type AnyTool, type BaseContext, needsConfirm, type ToolResult } from '../tools/define-tool.js';
import { BOUNDS, echo } from './bounds.js';
import { type Answer, errorAnswer, successAnswer } from './envelope.js';
import type { RateLimiter } from './rate-limit.js';
import type { ToolRegistry } from './registry.js';
import { keyHasScope, requiredScope } from './scopes.js';
import { parseArgs, similarNames, unknownArgWarnings } from './validate.js';

export interface Caller {
  key: AuthKey;
  org: Org;
}

export interface GatewayDeps {
  registry: ToolRegistry;
  services: Services;
  config: Config;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  queue: () => JobQueue;
  /** Jobs that are not tool calls (a VRT run), by job name. */
  jobHandlers?: Record<string, (args: Record<string, unknown>, lease: Lease) => Promise<ToolResult>>;
}

/** Which door a call came through: CI keys may start runs through /api/ci/run only. */
export type Door = 'invoke' | 'ci';

/**
 * Why a key may not call a tool, or null when it may: a plain reason, so listing what a key may call
 * builds no error (and captures no stack) per tool.
 */
export function refusal(
  tool: AnyTool,
  caller: Caller,
  door: Door = 'invoke',
): { code: 'scope_denied' | 'plan_gate'; message: string } | null {
  const scope = requiredScope(tool);
  // The CI door lets project keys (scope ci) start runs and read what CI reads (projects, run status).
  const ciDoor =
    door === 'ci' && (tool.ci !== undefined || tool.access === 'read') && caller.key.scopes.includes('ci');
  if (!ciDoor && !keyHasScope(caller.key, scope)) {
    const hint =
      caller.key.kind === 'project'
        ? 'project keys (vq_live_) are for /api/ci/*; use an org key (vq_org_live_) for tools'
        : `this key has ${caller.key.scopes.join(', ') || 'no scope'}`;
    return { code: 'scope_denied', message: `${tool.name} needs scope ${scope}; ${hint}` };
  }
  const feature = tool.feature ?? 'core';
  if (!planAllows(caller.org.plan, feature)) {
    return {
      code: 'plan_gate',
      message: `${tool.name} needs the ${cheapestPlanFor(feature)} plan (feature ${feature}); this org is on ${caller.org.plan}`,
    };
  }
  return null;
}

/** The error refusing the call, or null when the key may make it. */
export function denial(tool: AnyTool, caller: Caller, door: Door = 'invoke'): ToolError | null {
  const why = refusal(tool, caller, door);
  return why && new ToolError(why.code, why.message);
}

/**
 * Every call of a tool, from any door (invoke, hosted MCP, jobs), goes through here: auth, scope,
 * plan, rate limit, validation, confirm, project resolution, audit, and the envelope.
 */
export class Gateway {
  constructor(private readonly deps: GatewayDeps) {}

  get registry(): ToolRegistry {
    return this.deps.registry;
  }

  async authenticate(rawKey: string | undefined): Promise<Caller> {
    if (!rawKey) {
      throw new ToolError('unauthorized', 'missing API key: send X-API-Key or Authorization: Bearer <key>');
    }
    // A header sent twice reaches here joined by a comma: no key holds one.
    if (/[,\s]/.test(rawKey)) {
      throw new ToolError('unauthorized', 'more than one API key in the request: send X-API-Key once');
    }
    const key = await this.deps.services.keys.authenticate(rawKey);
    const org = key && (await this.deps.services.orgs.forCall(key.orgId));
    if (!key || !org) throw new ToolError('unauthorized', 'unknown or revoked API key');
    return { key, org };
  }

  /** Tools this caller may call, for tools/list and list_my_tools. */
  visibleTools(caller: Caller): AnyTool[] {
    return this.deps.registry.list().filter((t) => refusal(t, caller) === null);
  }

  async invoke(toolName: string, rawArgs: unknown, rawKey: string | undefined): Promise<Answer> {
    let caller: Caller;
    try {
      caller = await this.authenticate(rawKey);
    } catch (error) {
      return this.failure(toolName, error);
    }
    return this.invokeAs(caller, toolName, rawArgs);
  }

  async invokeAs(caller: Caller, toolName: string, rawArgs: unknown, door: Door = 'invoke'): Promise<Answer> {
    const tool = this.deps.registry.get(toolName);
    try {
      const limit = await this.deps.limiter.take(caller.key.id);
      if (!limit.allowed) {
        throw new ToolError(
          'rate_limit',
          `rate limit reached for this key; retry in ${limit.retryAfterMs} ms`,
          {
            retryAfterMs: limit.retryAfterMs,
          },
        );
      }
      if (!tool && toolName.length > BOUNDS.toolName) {
        throw new ToolError(
          'validation_error',
          `tool: a name of ${toolName.length} characters, more than the ${BOUNDS.toolName} a tool name has; GET /api/mcp lists every tool`,
        );
      }
      if (!tool) {
        const open = this.visibleTools(caller);
        const similar = similarNames(
          toolName,
          open.map((t) => t.name),
          3,
          Object.fromEntries(open.map((t) => [t.name, t.title])),
        );
        throw new ToolError(
          'not_found',
          `unknown tool "${echo(toolName)}"; closest tools: ${similar.join(', ')} (GET /api/mcp lists every tool)`,
          {
            data: { closestTools: similar },
            nextActions: similar.map((name) => ({ label: `Call ${name} instead`, tool: name, args: {} })),
          },
        );
      }
      if (tool.access === 'write') return await this.audited(caller, tool, rawArgs, door);
      const denied = denial(tool, caller, door);
      if (denied) throw denied;
      return await this.runChecked(tool, caller, rawArgs);
    } catch (error) {
      return this.failure(toolName, error);
    }
  }

  /**
   * A write call runs only once its audit row is stored, and its outcome completes that row: no
   * write succeeds unrecorded. Refusals (scope, plan, validation, confirm) are recorded too; calls
   * without a valid key or over the rate limit are not.
   */
  private async audited(caller: Caller, tool: AnyTool, rawArgs: unknown, door: Door): Promise<Answer> {
    let auditId: string;
    try {
      auditId = await this.deps.services.audit.begin({
        orgId: caller.org.id,
        keyId: caller.key.id,
        tool: tool.name,
        args: rawArgs ?? {},
      });
    } catch (error) {
      this.deps.log.error({ err: error, tool: tool.name }, 'audit write failed; call refused');
      return this.failure(
        tool.name,
        new ToolError(
          'internal_error',
          `the audit log could not be written, so ${tool.name} did not run; retry later`,
          {
            recoverable: true,
          },
        ),
      );
    }
    const denied = denial(tool, caller, door);
    const answer = denied
      ? this.failure(tool.name, denied)
      : await this.runChecked(tool, caller, rawArgs).catch((error) => this.failure(tool.name, error));
    const body = answer.body;
    await this.deps.services.audit
      .finish(auditId, body.ok ? 'ok' : 'error', body.ok ? null : body.error.code)
      .catch((err) => this.deps.log.error({ err, tool: tool.name }, 'audit outcome not recorded'));
    return answer;
  }

  private async runChecked(tool: AnyTool, caller: Caller, rawArgs: unknown): Promise<Answer> {
    const schema = this.deps.registry.argsSchema(tool.name);
    const { args, unknown } = parseArgs(schema, rawArgs, this.deps.registry.longStrings(tool.name));
    if (needsConfirm(tool) && args.confirm !== true) {
      throw new ToolError('confirm_required', `confirm must be true to execute write tool ${tool.name}`);
    }
    const warnings = unknownArgWarnings(unknown, Object.keys(schema.shape));
    const ctx = await this.context(tool, caller, args);
    if (tool.async) {
      await tool.precheck?.(ctx as never, args);
      const target = (ctx as { target?: { project: { id: string }; environment: { id: string } } | null })
        .target;
      const jobArgs = target
        ? { ...args, project: target.project.id, environment: target.environment.id }
        : args;
      const job = await this.deps.services.jobs.create({
        orgId: caller.org.id,
        keyId: caller.key.id,
        tool: tool.name,
        args: jobArgs,
      });
      await this.deps.queue().enqueued(job.id);
      return successAnswer(tool.name, {
        summary: `${tool.name} queued as ${job.id}; poll get_job_status for the result.`,
        data: { jobId: job.id, status: 'queued' },
        warnings,
        nextActions: [{ label: 'Poll the job', tool: 'get_job_status', args: { jobId: job.id } }],
      });
    }
    const result = await tool.run(ctx as never, args);
    return successAnswer(tool.name, { ...result, warnings: [...warnings, ...(result.warnings ?? [])] });
  }

  private async context(tool: AnyTool, caller: Caller, args: Record<string, unknown>): Promise<BaseContext> {
    const base: BaseContext & { target?: unknown } = {
      org: caller.org,
      key: caller.key,
      services: this.deps.services,
      config: this.deps.config,
      log: this.deps.log,
      toolAccess: () =>
        this.deps.registry.list().map((t) => {
          const entry = this.deps.registry.catalogEntry(t);
          return {
            name: entry.name,
            title: entry.title,
            access: entry.access,
            async: entry.async,
            scope: entry.scope,
            feature: entry.feature,
            deniedBecause: refusal(t, caller)?.message ?? null,
          };
        }),
    };
    const mode = tool.project ?? 'none';
    if (mode === 'none') return base;
    const refs = {
      project: args.project as string | undefined,
      environment: args.environment as string | undefined,
      defaultProjectId: caller.key.projectId,
    };
    try {
      base.target = await this.deps.services.projects.resolve(caller.org.id, refs);
    } catch (error) {
      if (mode === 'required' || refs.project || refs.environment) throw error;
      base.target = null;
    }
    const target = base.target as { project: { id: string } } | null;
    if (caller.key.kind === 'project' && target && target.project.id !== caller.key.projectId) {
      throw new ToolError('scope_denied', 'this project key belongs to another project');
    }
    return base;
  }

  /** Runs a queued job as the key that queued it; the outcome is what get_job_status reports. */
  async executeJob(job: JobRow): Promise<JobOutcome> {
    const handler = this.deps.jobHandlers?.[job.tool];
    if (handler) {
      try {
        const result = await handler(fromJson<Record<string, unknown>>(job.args, {}), leaseOf(job));
        return { status: 'completed', outcome: { warnings: [], nextActions: [], ...result } };
      } catch (error) {
        return { status: 'failed', outcome: this.failure(job.tool, error).body };
      }
    }
    const tool = this.deps.registry.get(job.tool);
    const org = await this.deps.services.orgs.byId(job.org_id);
    const key = job.key_id ? await this.deps.services.keys.byId(job.key_id) : null;
    if (!tool || !org || !key) {
      return {
        status: 'failed',
        outcome: { error: { code: 'tool_error', message: 'job can no longer run' } },
      };
    }
    const args = fromJson<Record<string, unknown>>(job.args, {});
    try {
      const ctx = await this.context(tool, { org, key }, args);
      ctx.job = { id: job.id, lease: leaseOf(job) };
      const result: ToolResult = await tool.run(ctx as never, args);
      return {
        status: 'completed',
        outcome: {
          summary: result.summary,
          data: result.data ?? null,
          warnings: result.warnings ?? [],
          nextActions: result.nextActions ?? [],
        },
      };
    } catch (error) {
      const { body } = this.failure(job.tool, error);
      return { status: 'failed', outcome: body };
    }
  }

  failure(toolName: string, error: unknown): Answer {
    const name = toolName.length > BOUNDS.toolName ? echo(toolName) : toolName;
    if (error instanceof ToolError) return errorAnswer(name, error);
    if (databaseUnavailable(error)) {
      this.deps.log.warn({ err: error, tool: name }, 'database did not answer');
      return errorAnswer(name, {
        code: 'internal_error',
        message: `the database did not answer within ${this.deps.config.dbTimeoutMs} ms, so ${name || 'the request'} did not complete; retry in a few seconds (GET /readyz says when it answers again)`,
        recoverable: true,
        data: null,
      });
    }
    this.deps.log.error({ err: error, tool: name }, 'tool failed unexpectedly');
    return errorAnswer(name, {
      code: 'internal_error',
      message: `internal error while running ${name || 'the request'}; it has been logged`,
      recoverable: false,
      data: null,
    });
  }
}

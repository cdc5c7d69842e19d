import type { CiRunResponse, CiStatusResponse, ToolResponse } from '@visualq/contract';
import type { VisualQClient } from './client.js';

/*
 * Tools that go through /api/ci/* (seed: "CI tools") and come back as CI shapes, wrapped here
 * into a ToolResponse for the agent. Run tools are the catalog's tools with a ciRunType: the server
 * says which, so no run tool and no argument can be missing here.
 */

export const WAIT_FOR_RUN = {
  name: 'wait_for_run',
  title: 'Wait for a run',
  description:
    'Waits until a run started by a run_* tool is no longer running (polls its status), then answers its final status and summary. Use after run_vrt, run_frt and the other run tools.',
  inputSchema: {
    type: 'object',
    properties: {
      runId: { type: 'string', description: 'The runId a run_* tool answered' },
      maxWaitMs: { type: 'number', description: 'Give up after this long (default 600000)' },
    },
    required: ['runId'],
  },
  annotations: {
    title: 'Wait for a run',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
} as const;

function wrap(
  tool: string,
  status: number,
  body: any,
  summary: string,
  nextActions: ToolResponse['nextActions'] = [],
): ToolResponse {
  if (status < 400 && body?.success !== false) {
    return { ok: true, tool, summary, data: body, warnings: [], nextActions };
  }
  const code =
    body?.error?.code ?? (status === 401 ? 'unauthorized' : status === 403 ? 'scope_denied' : 'tool_error');
  const message = body?.error?.message ?? body?.message ?? `HTTP ${status}`;
  return {
    ok: false,
    tool,
    summary: message,
    data: body ?? null,
    warnings: [],
    nextActions: [],
    error: { code, message },
    recoverable: status === 429 || status === 400,
  } as ToolResponse;
}

function statusSummary(s: CiStatusResponse): string {
  const counts = s.summary
    ? ` ${s.summary.passed}/${s.summary.total} passed, ${s.summary.failed} failed.`
    : '';
  return `Run ${s.runId} is ${s.status}.${counts}${s.error ? ` ${s.error}` : ''}`;
}

export async function callCiTool(
  client: VisualQClient,
  tool: string,
  args: Record<string, unknown>,
  ciRunType?: string | null,
): Promise<ToolResponse | null> {
  if (tool === 'list_projects') {
    const r = await client.request(tool, 'GET', '/api/ci/projects');
    if (!r.ok) return r.error;
    const n = r.json?.projects?.length ?? 0;
    return wrap(tool, r.status, r.json, `${n} project(s).`);
  }
  if (tool === 'get_run_status' || tool === 'wait_for_run') {
    const runId = String(args.runId ?? '');
    if (!runId)
      return wrap(tool, 400, { error: { code: 'validation_error', message: 'runId is required' } }, '');
    const deadline = Date.now() + (Number(args.maxWaitMs) || 600_000);
    for (;;) {
      const r = await client.request(tool, 'GET', `/api/ci/status/${encodeURIComponent(runId)}`);
      if (!r.ok) return r.error;
      const done = r.json?.status !== 'running';
      if (tool === 'get_run_status' || done || r.status >= 400 || Date.now() > deadline) {
        const timedOut = !done && tool === 'wait_for_run' && r.status < 400;
        const result = wrap(tool, r.status, r.json, statusSummary(r.json), [
          { label: 'Read the failures', tool: 'get_run_failures', args: { runId } },
        ]);
        if (timedOut) result.warnings.push('still running when maxWaitMs ran out; call wait_for_run again');
        return result;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  if (!ciRunType) return null;
  const r = await client.request(tool, 'POST', '/api/ci/run', { ...args, type: ciRunType });
  if (!r.ok) return r.error;
  const run = r.json as CiRunResponse;
  return wrap(tool, r.status, run, run.message ?? `Run ${run.runId} started.`, [
    { label: 'Wait for the run', tool: 'wait_for_run', args: { runId: run.runId } },
  ]);
}

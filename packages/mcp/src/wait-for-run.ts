import type { ToolResponse } from '@visualq/contract';
import type { VisualQClient } from './client.js';

/** The one tool the package computes itself: get_run_status, polled until the run ends. */
export const WAIT_FOR_RUN = {
  name: 'wait_for_run',
  title: 'Wait for a run',
  description:
    'Waits until a run started by a run_* tool is no longer queued or running (polls get_run_status), then answers its final status with the next actions to take. Use after run_vrt, run_frt and the other run tools.',
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

const POLL_MS = 2_000;

/** get_run_status's own answer (data, warnings, nextActions) once the run has ended or time ran out. */
export async function waitForRun(
  client: VisualQClient,
  args: Record<string, unknown>,
  pollMs = POLL_MS,
): Promise<ToolResponse> {
  const deadline = Date.now() + (Number(args.maxWaitMs) || 600_000);
  const status = { ...args };
  delete status.maxWaitMs;
  for (;;) {
    const answer = await client.invoke('get_run_status', status);
    const running =
      answer.ok && ['queued', 'running'].includes((answer.data as { status?: string })?.status ?? '');
    if (!running) return { ...answer, tool: WAIT_FOR_RUN.name };
    if (Date.now() + pollMs > deadline) {
      return {
        ...answer,
        tool: WAIT_FOR_RUN.name,
        warnings: [...answer.warnings, 'still running when maxWaitMs ran out; call wait_for_run again'],
        nextActions: [{ label: 'Wait again', tool: WAIT_FOR_RUN.name, args: { runId: args.runId } }],
      };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

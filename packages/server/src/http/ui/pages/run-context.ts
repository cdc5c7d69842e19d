import type { Services } from '../../../services/index.js';
import type { Target } from '../../../services/projects.js';
import type { Run } from '../../../services/runs/run.js';
import type { SignedIn } from '../session.js';

/** What a run page and each pillar's body read: the session, the run, the query, and tool calls as the session's key. */
export interface RunPageContext {
  services: Services;
  session: SignedIn;
  target: Target;
  run: Run;
  query: Record<string, string | undefined>;
  /** A tool called as the signed-in key, through the gateway (scopes, plan gates, audit). */
  invoke(
    tool: string,
    args: Record<string, unknown>,
  ): Promise<{ ok: boolean; data: unknown; summary: string }>;
}

import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import type { Clause } from '../../engines/frt/goal.js';
import { type GroundedClause, GroundingBlocked, groundGoal } from '../../engines/frt/ground.js';
import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import type { RecordingSessionTable } from '../../store/schema.js';
import type { Target } from '../projects.js';
import type { SiteService } from '../site.js';
import { type AuthoringService, groundingRefusal, planGoal, titleOf, toGherkin } from './authoring.js';

export type Recording = RecordingSessionTable;

export function recordingView(r: Recording) {
  const clauses = fromJson<Clause[]>(r.clauses, []);
  const grounded = fromJson<GroundedClause[]>(r.grounded, []);
  return {
    sessionId: r.id,
    objective: r.objective,
    status: r.status,
    startPath: r.start_path,
    turnsTaken: grounded.length,
    maxTurns: r.max_turns,
    recorded: grounded.map((g) => ({ clause: g.clause, steps: g.steps, url: g.url, element: g.element })),
    remaining: clauses.slice(grounded.length).map((c) => c.text),
    featureId: r.feature_id,
  };
}

/**
 * An agent's recording of a journey: the objective is planned into clauses at the start, each turn
 * carries out one more clause in Chromium (walking the ones before it again from the start page,
 * so nothing lives between calls) and records the steps it took; finishing saves them as a feature.
 */
export class RecordingService {
  constructor(
    private readonly deps: {
      store: Store;
      site: SiteService;
      authoring: AuthoringService;
      browsers: () => BrowserPool;
    },
  ) {}

  async start(
    orgId: string,
    target: Target,
    req: { objective: string; startUrl?: string; maxTurns: number },
  ) {
    const objective = req.objective.trim();
    const given = req.startUrl ? this.startPathOf(target, req.startUrl) : undefined;
    const plan = planGoal(objective, given);
    const clauses = [...plan.clauses];
    // A leading "open /path" is where the journey starts, not a turn.
    const startPath = clauses[0]?.action === 'open' ? clauses.shift()!.target : (plan.startPath ?? '/');
    if (clauses.length === 0) {
      throw new ToolError('validation_error', 'objective: nothing to do once the start page is open', {
        nextActions: [
          { label: 'Look at what the page offers', tool: 'inspect_page_dom', args: { url: startPath } },
        ],
      });
    }
    const now = nowIso();
    const recording: Recording = {
      id: newId('rec'),
      org_id: orgId,
      project_id: target.project.id,
      environment_id: target.environment.id,
      objective,
      start_path: startPath,
      clauses: toJson(clauses),
      grounded: '[]',
      max_turns: Math.min(req.maxTurns, clauses.length),
      status: 'recording',
      feature_id: null,
      created_at: now,
      updated_at: now,
    };
    await this.deps.store.db.insertInto('recording_sessions').values(recording).execute();
    return recording;
  }

  /** The recording, if it is one of this org's on the target's project and environment. */
  async require(orgId: string, target: Target, sessionId: string): Promise<Recording> {
    const found = await this.deps.store.db
      .selectFrom('recording_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .where('org_id', '=', orgId)
      .where('project_id', '=', target.project.id)
      .where('environment_id', '=', target.environment.id)
      .executeTakeFirst();
    if (!found) {
      throw new ToolError(
        'validation_error',
        `sessionId: ${sessionId} is not a recording of this org on ${target.project.slug} (${target.environment.name})`,
        {
          nextActions: [{ label: 'Start a recording', tool: 'agent_start_recording', args: {} }],
        },
      );
    }
    return found;
  }

  /** Carries out the next clause; a clause the page cannot carry out ends the recording as blocked. */
  async turn(orgId: string, target: Target, recording: Recording): Promise<Recording> {
    if (recording.status !== 'recording') return recording;
    const clauses = fromJson<Clause[]>(recording.clauses, []);
    const done = fromJson<GroundedClause[]>(recording.grounded, []);
    let status = 'recording';
    let grounded = done;
    try {
      const walk = await groundGoal(this.deps.browsers(), {
        baseUrl: target.baseUrl,
        startPath: recording.start_path,
        clauses: clauses.slice(0, done.length + 1),
        policy: await this.deps.site.browserPolicy(orgId),
        // One clause per turn, as written: values wait for no later turn.
        walk: false,
      });
      grounded = walk.grounded;
      if (grounded.length >= recording.max_turns) status = 'complete';
    } catch (error) {
      if (!(error instanceof GroundingBlocked)) throw error;
      status = 'blocked';
      await this.update(recording.id, { status });
      throw groundingRefusal(error);
    }
    return this.update(recording.id, { status, grounded: toJson(grounded) });
  }

  /** Saves what was recorded as a feature (a new one, or featureId's new version). */
  async finish(target: Target, recording: Recording, featureId?: string) {
    const grounded = fromJson<GroundedClause[]>(recording.grounded, []);
    if (grounded.length === 0) {
      throw new ToolError('validation_error', `sessionId: ${recording.id} has recorded nothing yet`, {
        nextActions: [
          { label: 'Take a turn', tool: 'agent_recording_turn', args: { sessionId: recording.id } },
        ],
      });
    }
    const name = titleOf(recording.objective);
    const gherkin = await this.deps.authoring.compiled(
      target.project.id,
      toGherkin(name, recording.objective, recording.start_path, grounded),
    );
    const { feature } = await this.deps.authoring.save(target, {
      featureId,
      name,
      gherkin,
      startPath: recording.start_path,
      baseUrl: null,
      requiresAuth: false,
      goal: recording.objective,
    });
    const finished = await this.update(recording.id, { status: 'finished', feature_id: feature.id });
    return { recording: finished, feature, gherkin };
  }

  private startPathOf(target: Target, startUrl: string): string {
    if (!/^https?:\/\//i.test(startUrl)) return startUrl.startsWith('/') ? startUrl : `/${startUrl}`;
    const url = new URL(startUrl);
    const base = new URL(target.baseUrl);
    if (url.host !== base.host) {
      throw new ToolError('validation_error', `startUrl: ${startUrl} is not on ${base.host}; give a path`);
    }
    const basePath = base.pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
    return `${path}${url.search}`;
  }

  private async update(id: string, change: Partial<Recording>): Promise<Recording> {
    await this.deps.store.db
      .updateTable('recording_sessions')
      .set({ ...change, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    return (await this.deps.store.db
      .selectFrom('recording_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst())!;
  }
}

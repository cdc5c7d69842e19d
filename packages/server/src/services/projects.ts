import { DEFAULT_ENGINE, type Engine } from '../engines/capture/engines.js';
import { ToolError } from '../errors.js';
import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import { fromJson, toJson } from '../store/json.js';
import type { EnvironmentTable, ProjectTable } from '../store/schema.js';
import { assertNetworkAllowed, parseHttpUrl } from './network-policy.js';
import { Recent } from './recent.js';
import { slugify } from './slug.js';

export type ProjectRow = ProjectTable;
export type EnvironmentRow = EnvironmentTable;

/** A project and environment resolved for one call: where its pages live. */
export interface Target {
  project: ProjectRow;
  environment: EnvironmentRow;
  baseUrl: string;
}

export const DEFAULT_ENVIRONMENT = 'Production';

/** The engines a project's scenarios and journeys use when they name none. */
export function defaultEngines(p: Pick<ProjectRow, 'browsers'>): Engine[] {
  return p.browsers ? fromJson<Engine[]>(p.browsers, [DEFAULT_ENGINE]) : [DEFAULT_ENGINE];
}

export function projectView(p: ProjectRow) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    baseUrl: p.base_url,
    description: p.description,
    browsers: defaultEngines(p),
    createdAt: p.created_at,
  };
}

export function environmentView(e: EnvironmentRow, project: ProjectRow) {
  return {
    id: e.id,
    name: e.name,
    baseUrl: e.base_url ?? project.base_url,
    overridesBaseUrl: e.base_url !== null,
    isDefault: e.is_default === 1,
  };
}

function normaliseBaseUrl(url: URL): string {
  url.hash = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

export class ProjectService {
  /** Projects and environments, read by nearly every call; cleared by every change made here. */
  private readonly recentProjects = new Recent<ProjectRow[]>();
  private readonly recentEnvironments = new Recent<EnvironmentRow[]>();

  constructor(
    private readonly store: Store,
    private readonly allowPrivateNetwork: boolean,
  ) {}

  async create(
    orgId: string,
    input: { name: string; baseUrl: string; slug?: string; description?: string; browsers?: Engine[] },
  ): Promise<Target> {
    const url = parseHttpUrl(input.baseUrl, 'baseUrl');
    await assertNetworkAllowed(url, this.allowPrivateNetwork, 'baseUrl');
    const slug = input.slug ?? slugify(input.name);
    const taken = await this.store.db
      .selectFrom('projects')
      .select('id')
      .where('org_id', '=', orgId)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (taken) {
      throw new ToolError(
        'validation_error',
        `name: a project with slug "${slug}" already exists in this org`,
        {
          data: { existingProjectId: taken.id },
        },
      );
    }
    const now = nowIso();
    const project: ProjectRow = {
      id: newId('prj'),
      org_id: orgId,
      name: input.name,
      slug,
      base_url: normaliseBaseUrl(url),
      description: input.description ?? null,
      perf_budgets: null,
      github_repo: null,
      browsers: input.browsers?.length ? toJson(input.browsers) : null,
      created_at: now,
    };
    const environment: EnvironmentRow = {
      id: newId('env'),
      project_id: project.id,
      name: DEFAULT_ENVIRONMENT,
      base_url: null,
      is_default: 1,
      created_at: now,
    };
    await this.store.db.transaction().execute(async (trx) => {
      await trx.insertInto('projects').values(project).execute();
      await trx.insertInto('environments').values(environment).execute();
    });
    this.changed();
    return { project, environment, baseUrl: project.base_url };
  }

  async setBaseUrl(orgId: string, projectId: string, baseUrl: string): Promise<void> {
    const url = parseHttpUrl(baseUrl, 'baseUrl');
    await assertNetworkAllowed(url, this.allowPrivateNetwork, 'baseUrl');
    await this.update(orgId, projectId, { base_url: normaliseBaseUrl(url) });
  }

  async setGithubRepo(orgId: string, projectId: string, repo: string | null): Promise<void> {
    await this.update(orgId, projectId, { github_repo: repo });
  }

  /** The engines the project's scenarios and journeys use when they name none. */
  async setBrowsers(orgId: string, projectId: string, engines: Engine[]): Promise<void> {
    await this.update(orgId, projectId, { browsers: toJson(engines) });
  }

  /** Budgets perf runs of this project use when they name none (null forgets them). */
  async setPerfBudgets(
    orgId: string,
    projectId: string,
    budgets: Record<string, number> | null,
  ): Promise<void> {
    await this.update(orgId, projectId, { perf_budgets: budgets ? JSON.stringify(budgets) : null });
  }

  /** A further environment of a project (staging, preview…), optionally on its own base URL. */
  async createEnvironment(
    project: ProjectRow,
    input: { name: string; baseUrl?: string },
  ): Promise<EnvironmentRow> {
    const name = input.name.trim();
    const existing = await this.environments(project.id);
    if (existing.some((e) => e.name.toLowerCase() === name.toLowerCase())) {
      throw new ToolError(
        'validation_error',
        `name: ${project.slug} already has an environment "${name}"; environments: ${existing.map((e) => e.name).join(', ')}`,
      );
    }
    let baseUrl: string | null = null;
    if (input.baseUrl) {
      const url = parseHttpUrl(input.baseUrl, 'baseUrl');
      await assertNetworkAllowed(url, this.allowPrivateNetwork, 'baseUrl');
      baseUrl = normaliseBaseUrl(url);
    }
    const environment: EnvironmentRow = {
      id: newId('env'),
      project_id: project.id,
      name,
      base_url: baseUrl,
      is_default: 0,
      created_at: nowIso(),
    };
    await this.store.db.insertInto('environments').values(environment).execute();
    this.changed();
    return environment;
  }

  /** Changes one of this org's projects (another org's is never touched). */
  private async update(
    orgId: string,
    projectId: string,
    set: Partial<Omit<ProjectRow, 'id' | 'org_id'>>,
  ): Promise<void> {
    await this.store.db
      .updateTable('projects')
      .set(set)
      .where('org_id', '=', orgId)
      .where('id', '=', projectId)
      .execute();
    this.changed();
  }

  private changed(): void {
    this.recentProjects.clear();
    this.recentEnvironments.clear();
  }

  async list(orgId: string): Promise<ProjectRow[]> {
    return this.recentProjects.get(orgId, () =>
      this.store.db
        .selectFrom('projects')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    );
  }

  async environments(projectId: string): Promise<EnvironmentRow[]> {
    return this.recentEnvironments.get(projectId, () =>
      this.store.db
        .selectFrom('environments')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('is_default', 'desc')
        .orderBy('name')
        .execute(),
    );
  }

  /** Finds a project of this org by slug or id; another org's project is never found. */
  async find(orgId: string, ref: string): Promise<ProjectRow | undefined> {
    return (await this.list(orgId)).find((p) => p.slug === ref || p.id === ref);
  }

  /**
   * Project: the argument, else the key's default project, else the org's only project.
   * Environment: the argument (name, case-insensitive, or id), else the default one.
   */
  async resolve(
    orgId: string,
    refs: { project?: string; environment?: string; defaultProjectId?: string | null },
  ): Promise<Target> {
    const project = await this.resolveProject(orgId, refs.project, refs.defaultProjectId ?? null);
    const environments = await this.environments(project.id);
    const wanted = refs.environment?.trim();
    const environment = wanted
      ? environments.find((e) => e.id === wanted || e.name.toLowerCase() === wanted.toLowerCase())
      : (environments.find((e) => e.is_default === 1) ?? environments[0]);
    if (!environment) {
      throw new ToolError(
        'project_resolution_error',
        `environment "${wanted}" not found in project ${project.slug}; environments: ${environments.map((e) => e.name).join(', ')}`,
      );
    }
    return { project, environment, baseUrl: environment.base_url ?? project.base_url };
  }

  private async resolveProject(orgId: string, ref: string | undefined, defaultId: string | null) {
    const wanted = ref?.trim();
    if (wanted) {
      const found = await this.find(orgId, wanted);
      if (found) return found;
      throw new ToolError(
        'project_resolution_error',
        `project "${wanted}" not found; ${await this.known(orgId)}`,
      );
    }
    if (defaultId) {
      const found = await this.find(orgId, defaultId);
      if (found) return found;
    }
    const all = await this.list(orgId);
    if (all.length === 1) return all[0];
    throw new ToolError(
      'project_resolution_error',
      `no project given and this key has no default project; ${await this.known(orgId)}`,
    );
  }

  private async known(orgId: string): Promise<string> {
    const all = await this.list(orgId);
    return all.length
      ? `projects of this org: ${all.map((p) => p.slug).join(', ')}`
      : 'this org has no project yet (create_project)';
  }
}

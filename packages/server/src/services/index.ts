import type { Config } from '../config.js';
import { JobStore } from '../jobs/job-store.js';
import type { ArtifactStore } from '../store/artifacts.js';
import type { Store } from '../store/db.js';
import { ArtifactService } from './artifacts.js';
import { AuditService } from './audit.js';
import { HealthService, type QueueInfo } from './health.js';
import { KeyService } from './keys.js';
import { OrgService } from './orgs.js';
import { ProjectService } from './projects.js';
import { SiteService } from './site.js';

export interface Services {
  orgs: OrgService;
  projects: ProjectService;
  keys: KeyService;
  audit: AuditService;
  jobs: JobStore;
  artifacts: ArtifactService;
  site: SiteService;
  health: HealthService;
}

export function createServices(deps: {
  store: Store;
  config: Config;
  files: ArtifactStore;
  secret: string;
  queueInfo: () => QueueInfo;
}): Services {
  const { store, config } = deps;
  const projects = new ProjectService(store, config.allowPrivateNetwork);
  const jobs = new JobStore(store);
  return {
    orgs: new OrgService(store),
    projects,
    keys: new KeyService(store),
    audit: new AuditService(store),
    jobs,
    artifacts: new ArtifactService(store, deps.files, deps.secret, () => config.publicUrl),
    site: new SiteService(projects, config.allowPrivateNetwork),
    health: new HealthService(store, jobs, config, deps.queueInfo),
  };
}

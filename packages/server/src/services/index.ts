import type { Config } from '../config.js';
import type { BrowserPool } from '../engines/capture/browser-pool.js';
import type { DiffPool } from '../engines/diff/pool.js';
import { JobStore } from '../jobs/job-store.js';
import type { ArtifactStore } from '../store/artifacts.js';
import type { Store } from '../store/db.js';
import { A11yRunService } from './a11y/runs.js';
import { ArtifactService } from './artifacts.js';
import { AuditService } from './audit.js';
import { AuthoringService } from './frt/authoring.js';
import { ExploreService } from './frt/explore.js';
import { FeatureService } from './frt/features.js';
import { ProjectFileService } from './frt/files.js';
import { PageService } from './frt/pages.js';
import { RecordingService } from './frt/recording.js';
import { FrtRunService } from './frt/runs.js';
import { StepDefService } from './frt/step-defs.js';
import { HealthService, type QueueInfo } from './health.js';
import { KeyService } from './keys.js';
import { OrgService } from './orgs.js';
import { PageCheckRunService } from './page-checks/runs.js';
import { PerfRunService } from './perf/runs.js';
import { PILLARS, type Pillar, PillarRegistry } from './pillars.js';
import { ProjectService } from './projects.js';
import { AdviceService } from './quality/advice.js';
import { FullAuditService } from './quality/full-audit.js';
import { GateService } from './quality/gate.js';
import { PageHealthService } from './quality/page-health.js';
import { SiteHealthService } from './quality/site-health.js';
import { RunService } from './runs/run-service.js';
import { ScenarioService } from './scenarios.js';
import { SessionService } from './sessions.js';
import { SiteService } from './site.js';
import { ThumbnailService } from './thumbnails.js';
import { DiscoveryService } from './tracking/discover.js';
import { TrackingLinkService } from './tracking/links.js';
import { PlanService } from './tracking/plan.js';
import { ProofService } from './tracking/proof.js';
import { TrackingReportService } from './tracking/report.js';
import { TrackingRunService } from './tracking/runs.js';
import { BaselineService } from './vrt/baselines.js';
import { EngineParityService } from './vrt/engine-parity.js';
import { ResultService } from './vrt/results.js';
import { VrtRunService } from './vrt/runs.js';
import { ScenarioSuggestionService } from './vrt/suggest.js';

export interface Services {
  orgs: OrgService;
  projects: ProjectService;
  keys: KeyService;
  audit: AuditService;
  jobs: JobStore;
  artifacts: ArtifactService;
  site: SiteService;
  health: HealthService;
  scenarios: ScenarioService;
  baselines: BaselineService;
  runs: RunService;
  vrtRuns: VrtRunService;
  engineParity: EngineParityService;
  results: ResultService;
  features: FeatureService;
  frtRuns: FrtRunService;
  files: ProjectFileService;
  explore: ExploreService;
  scenarioSuggestions: ScenarioSuggestionService;
  authoring: AuthoringService;
  recordings: RecordingService;
  stepDefs: StepDefService;
  pages: PageService;
  plans: PlanService;
  trackingLinks: TrackingLinkService;
  trackingRuns: TrackingRunService;
  trackingReports: TrackingReportService;
  proofs: ProofService;
  discovery: DiscoveryService;
  perfRuns: PerfRunService;
  a11yRuns: A11yRunService;
  pageChecks: PageCheckRunService;
  sessions: SessionService;
  siteHealth: SiteHealthService;
  advice: AdviceService;
  pageHealth: PageHealthService;
  gates: GateService;
  fullAudits: FullAuditService;
  thumbnails: ThumbnailService;
  /** The pillars this server runs, each asked for what is its own. */
  pillars: PillarRegistry;
  /** The origin links are built on; known only once the server listens when the port is 0. */
  publicUrl(): string;
}

export function createServices(deps: {
  store: Store;
  config: Config;
  files: ArtifactStore;
  secret: string;
  queueInfo: () => QueueInfo;
  enqueue: (jobId: string) => Promise<void>;
  browsers: () => BrowserPool;
  diffs: () => DiffPool;
  /** Pillars besides the built-in ones. */
  pillars?: readonly Pillar[];
}): Services {
  const { store, config } = deps;
  const projects = new ProjectService(store, config.allowPrivateNetwork);
  const jobs = new JobStore(store);
  const artifacts = new ArtifactService(store, deps.files, deps.secret, () => config.publicUrl);
  const site = new SiteService(projects, config.allowPrivateNetwork, config.extraAllowedHosts);
  const scenarios = new ScenarioService(store, site, () => deps.browsers().installed());
  const baselines = new BaselineService(store);
  const runs = new RunService({ store, projects, jobs, enqueue: deps.enqueue });
  const vrtRuns = new VrtRunService({
    store,
    runs,
    scenarios,
    baselines,
    artifacts,
    site,
    browsers: deps.browsers,
    diffs: deps.diffs,
    maxCapturePixels: config.maxCapturePixels,
  });
  const features = new FeatureService(store);
  const files = new ProjectFileService(store, artifacts);
  const frtRuns = new FrtRunService({
    store,
    features,
    runs,
    artifacts,
    site,
    files,
    browsers: deps.browsers,
    stepTimeoutMs: config.frtStepTimeoutMs,
  });
  const pages = new PageService(features, site, deps.browsers);
  const keys = new KeyService(store);
  const orgs = new OrgService(store);
  const plans = new PlanService(store);
  const trackingRuns = new TrackingRunService({
    store,
    plans,
    features,
    scenarios,
    runs,
    artifacts,
    site,
    files,
    browsers: deps.browsers,
    stepTimeoutMs: config.frtStepTimeoutMs,
    forwardHits: config.forwardTrackingHits,
  });
  const trackingReports = new TrackingReportService(runs, trackingRuns, artifacts, deps.browsers);
  const authoring = new AuthoringService(features, site, deps.browsers);
  const proofs = new ProofService({
    config,
    plans,
    features,
    authoring,
    runs,
    trackingRuns,
    reports: trackingReports,
  });
  const perfRuns = new PerfRunService({
    store,
    runs,
    scenarios,
    site,
    artifacts,
    chromePath: config.chromiumPath,
    auditTimeoutMs: config.perfAuditTimeoutMs,
  });
  const a11yRuns = new A11yRunService({
    store,
    runs,
    scenarios,
    site,
    artifacts,
    browsers: deps.browsers,
  });
  const pageChecks = new PageCheckRunService({
    store,
    runs,
    scenarios,
    site,
    browsers: deps.browsers,
    chromePath: config.chromiumPath,
    auditTimeoutMs: config.perfAuditTimeoutMs,
  });
  const siteHealth = new SiteHealthService({
    runs,
    vrtRuns,
    scenarios,
    baselines,
    features,
    frtRuns,
    plans,
    trackingRuns,
    perfRuns,
    a11yRuns,
    pageChecks,
  });
  const gates = new GateService({ runs, vrtRuns, frtRuns, perfRuns, health: siteHealth, artifacts });
  const pillars = new PillarRegistry([...PILLARS, ...(deps.pillars ?? [])]);
  const services: Services = {
    pillars,
    fullAudits: new FullAuditService({ runs, pillars, services: () => services }),
    siteHealth,
    gates,
    advice: new AdviceService({ health: siteHealth, gates }),
    pageHealth: new PageHealthService({ runs, vrtRuns, scenarios, health: siteHealth }),
    orgs,
    projects,
    keys,
    audit: new AuditService(store),
    jobs,
    artifacts,
    site,
    health: new HealthService(store, jobs, config, deps.queueInfo),
    scenarios,
    baselines,
    runs,
    vrtRuns,
    engineParity: new EngineParityService({
      scenarios,
      site,
      artifacts,
      browsers: deps.browsers,
      maxCapturePixels: config.maxCapturePixels,
    }),
    results: new ResultService(store, runs, vrtRuns, baselines, scenarios, artifacts),
    features,
    frtRuns,
    files,
    authoring,
    recordings: new RecordingService({ store, site, authoring, browsers: deps.browsers }),
    stepDefs: new StepDefService(store),
    pages,
    explore: new ExploreService({ site, pages, features }),
    scenarioSuggestions: new ScenarioSuggestionService({ site, scenarios }),
    plans,
    trackingLinks: new TrackingLinkService(features, scenarios),
    trackingRuns,
    trackingReports,
    proofs,
    a11yRuns,
    pageChecks,
    discovery: new DiscoveryService(scenarios, site, plans, deps.browsers),
    sessions: new SessionService(store, keys, orgs),
    thumbnails: new ThumbnailService(store, artifacts),
    perfRuns,
    publicUrl: () => config.publicUrl,
  };
  return services;
}

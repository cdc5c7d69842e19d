import { runA11y } from './a11y/a11y.js';
import { getOrgAuditLogs } from './audit.js';
import type { AnyTool } from './define-tool.js';
import { createFrtScenario, frtFindScenarios, frtProposeJourney } from './frt/authoring.js';
import { frtExploreSite } from './frt/explore.js';
import {
  frtCompileFeature,
  frtGetFeature,
  frtGetFeatureGroups,
  frtOrganizeFeatureGroups,
  frtSaveFeatureDraft,
} from './frt/features.js';
import { frtDeleteFile, frtListFiles, frtUploadFile } from './frt/files.js';
import {
  findElementOnPage,
  frtFindElement,
  frtGenerateStepDef,
  frtHealStepDef,
  frtInspectPage,
  frtResolvePage,
  inspectPageDom,
} from './frt/pages.js';
import { agentFinishRecording, agentRecordingTurn, agentStartRecording } from './frt/recording.js';
import { frtExplainFailure, runFrt, runFrtFeature } from './frt/runs.js';
import {
  frtCreateStepDef,
  frtForkStepDef,
  frtGetStepDef,
  frtSearchStepLibrary,
  frtUpdateStepDef,
  frtValidateStepDef,
} from './frt/steps.js';
import { getJobStatus } from './jobs.js';
import { runPrivacy, runSecurity, runSeo } from './page-checks/page-checks.js';
import { perfGetLatestReport, perfListHistory, runPerf, setPerfBudgets } from './perf/perf.js';
import { createEnvironment, createProject, getProject, listEnvironments, listProjects } from './projects.js';
import {
  analyzeUserIntent,
  generateActionPlan,
  getPageHealth,
  identifyBlockersForRelease,
  prioritizeIssues,
  recommendNextAction,
} from './quality/advice.js';
import {
  a11yGetReport,
  a11yListHistory,
  getPillarReport,
  securityGetReport,
  securityListHistory,
  seoGetReport,
  seoListHistory,
} from './quality/pillar-reports.js';
import {
  gatePrQuality,
  getQualityScore,
  getSiteHealth,
  postPrComment,
  runFullAudit,
  setProjectGithub,
} from './quality/quality.js';
import { checkSetupHealth, listMyTools } from './setup.js';
import { crawlSite } from './site.js';
import { trackingDiscoverFromPages } from './tracking/discover.js';
import {
  trackingGetEvent,
  trackingGetPage,
  trackingGetPlan,
  trackingListEventAttributes,
  trackingListEvents,
  trackingListPageAttributes,
  trackingListPages,
} from './tracking/plan.js';
import { trackingExportPlan, trackingImportPlan } from './tracking/plan-io.js';
import {
  trackingDeleteEvent,
  trackingDeleteEventAttribute,
  trackingDeletePage,
  trackingDeletePageAttribute,
  trackingLinkEventFrt,
  trackingLinkPageScenario,
  trackingSetEventAttribute,
  trackingSetPageAttribute,
  trackingUnlinkEventFrt,
  trackingUnlinkPageScenario,
  trackingUpdatePlan,
  trackingUpsertEvent,
  trackingUpsertPage,
} from './tracking/plan-writes.js';
import { trackingProveJiraTicket } from './tracking/proof.js';
import {
  runTracking,
  trackingExportAuditReport,
  trackingGetAuditEventProof,
  trackingGetAuditReport,
} from './tracking/runs.js';
import { approveVrtResults, createComparisonRule, createContentRule } from './vrt/actions.js';
import { compareEngines } from './vrt/compare-engines.js';
import {
  analyzeResults,
  explainVrtFailure,
  getDiffStats,
  getRunFailures,
  getRunReport,
} from './vrt/results.js';
import { compareRuns, getRunHistory, getRunStatus, runBaseline, runVrt } from './vrt/runs.js';
import {
  createScenario,
  deleteScenario,
  getScenarioDetails,
  listScenarios,
  updateScenario,
} from './vrt/scenarios.js';
import { generateScenarios, getPageGroups, suggestQuickScenarios, suggestScenario } from './vrt/suggest.js';

/** Every tool of the server. The catalog, invoke and MCP all derive from this list. */
export const ALL_TOOLS: AnyTool[] = [
  listProjects,
  createProject,
  getProject,
  listEnvironments,
  createEnvironment,
  checkSetupHealth,
  listMyTools,
  getJobStatus,
  crawlSite,
  getOrgAuditLogs,
  createScenario,
  listScenarios,
  getScenarioDetails,
  updateScenario,
  deleteScenario,
  runBaseline,
  runVrt,
  getRunStatus,
  getRunHistory,
  compareRuns,
  compareEngines,
  getRunFailures,
  getDiffStats,
  explainVrtFailure,
  getRunReport,
  analyzeResults,
  approveVrtResults,
  createComparisonRule,
  createContentRule,
  getPageGroups,
  prioritizeIssues,
  recommendNextAction,
  generateActionPlan,
  identifyBlockersForRelease,
  analyzeUserIntent,
  getPageHealth,
  inspectPageDom,
  findElementOnPage,
  suggestQuickScenarios,
  suggestScenario,
  generateScenarios,
  frtSaveFeatureDraft,
  frtGetFeature,
  frtCompileFeature,
  frtGetFeatureGroups,
  frtOrganizeFeatureGroups,
  frtSearchStepLibrary,
  frtGetStepDef,
  frtFindScenarios,
  createFrtScenario,
  frtProposeJourney,
  runFrtFeature,
  runFrt,
  frtExplainFailure,
  frtCreateStepDef,
  frtUpdateStepDef,
  frtForkStepDef,
  frtValidateStepDef,
  frtInspectPage,
  frtFindElement,
  frtResolvePage,
  frtHealStepDef,
  frtGenerateStepDef,
  trackingGetPlan,
  trackingListPages,
  trackingListEvents,
  trackingGetPage,
  trackingGetEvent,
  trackingListPageAttributes,
  trackingListEventAttributes,
  trackingUpsertPage,
  trackingDeletePage,
  trackingUpsertEvent,
  trackingDeleteEvent,
  trackingSetPageAttribute,
  trackingDeletePageAttribute,
  trackingSetEventAttribute,
  trackingDeleteEventAttribute,
  trackingLinkPageScenario,
  trackingUnlinkPageScenario,
  trackingLinkEventFrt,
  trackingUnlinkEventFrt,
  trackingUpdatePlan,
  trackingExportPlan,
  trackingImportPlan,
  runTracking,
  trackingGetAuditReport,
  trackingGetAuditEventProof,
  trackingExportAuditReport,
  trackingDiscoverFromPages,
  trackingProveJiraTicket,
  runPerf,
  setPerfBudgets,
  perfGetLatestReport,
  perfListHistory,
  getPillarReport,
  runA11y,
  getSiteHealth,
  getQualityScore,
  gatePrQuality,
  postPrComment,
  setProjectGithub,
  runFullAudit,
  runSecurity,
  runPrivacy,
  runSeo,
  a11yGetReport,
  a11yListHistory,
  seoGetReport,
  seoListHistory,
  securityGetReport,
  securityListHistory,
  frtUploadFile,
  frtListFiles,
  frtDeleteFile,
  frtExploreSite,
  agentStartRecording,
  agentRecordingTurn,
  agentFinishRecording,
];

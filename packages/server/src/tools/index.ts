import { getOrgAuditLogs } from './audit.js';
import type { AnyTool } from './define-tool.js';
import { getJobStatus } from './jobs.js';
import { createProject, getProject, listEnvironments, listProjects } from './projects.js';
import { checkSetupHealth, listMyTools } from './setup.js';
import { crawlSite } from './site.js';
import { approveVrtResults, createComparisonRule, createContentRule } from './vrt/actions.js';
import { explainVrtFailure, getDiffStats, getRunFailures, getRunReport } from './vrt/results.js';
import { compareRuns, getRunHistory, getRunStatus, runBaseline, runVrt } from './vrt/runs.js';
import { createScenario, getScenarioDetails, listScenarios } from './vrt/scenarios.js';

/** Every tool of the server. The catalog, invoke and MCP all derive from this list. */
export const ALL_TOOLS: AnyTool[] = [
  listProjects,
  createProject,
  getProject,
  listEnvironments,
  checkSetupHealth,
  listMyTools,
  getJobStatus,
  crawlSite,
  getOrgAuditLogs,
  createScenario,
  listScenarios,
  getScenarioDetails,
  runBaseline,
  runVrt,
  getRunStatus,
  getRunHistory,
  compareRuns,
  getRunFailures,
  getDiffStats,
  explainVrtFailure,
  getRunReport,
  approveVrtResults,
  createComparisonRule,
  createContentRule,
];

/**
 * Table types, portable across SQLite and PostgreSQL: ids and timestamps are text (ISO 8601),
 * JSON is stored as text, booleans as 0/1 integers.
 */
export interface OrgTable {
  id: string;
  name: string;
  slug: string;
  plan: string;
  created_at: string;
}

export interface ProjectTable {
  id: string;
  org_id: string;
  name: string;
  slug: string;
  base_url: string;
  created_at: string;
}

export interface EnvironmentTable {
  id: string;
  project_id: string;
  name: string;
  base_url: string | null;
  is_default: number;
  created_at: string;
}

export interface ApiKeyTable {
  id: string;
  org_id: string;
  /** Default project (org keys) or the bound project (project keys). */
  project_id: string | null;
  kind: string;
  name: string;
  /** The first characters of the key, enough to recognise it in a list. */
  prefix: string;
  hash: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface JobTable {
  id: string;
  org_id: string;
  key_id: string | null;
  tool: string;
  args: string;
  status: string;
  /** The tool's outcome once finished: {summary, data, warnings, nextActions} or {error, data}. */
  outcome: string | null;
  attempts: number;
  worker_id: string | null;
  heartbeat_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface AuditLogTable {
  id: string;
  org_id: string;
  key_id: string | null;
  tool: string;
  args: string;
  outcome: string;
  error_code: string | null;
  created_at: string;
}

export interface ArtifactTable {
  org_id: string;
  hash: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface Database {
  orgs: OrgTable;
  projects: ProjectTable;
  environments: EnvironmentTable;
  api_keys: ApiKeyTable;
  jobs: JobTable;
  audit_logs: AuditLogTable;
  artifacts: ArtifactTable;
}

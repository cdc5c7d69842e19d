import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The tables holding one row per page, capture or journey a run checked. */
export type RunResultTable =
  | 'results'
  | 'a11y_results'
  | 'page_check_results'
  | 'perf_results'
  | 'tracking_results'
  | 'frt_results';

/** A run's results in the order they were written. */
export function runResults<T extends RunResultTable>(
  db: Kysely<Database>,
  table: T,
  runId: string,
): Promise<Database[T][]> {
  // Kysely cannot resolve columns on a generic table name; each of these tables has these three.
  const rows = db as unknown as Kysely<{ result: { run_id: string; created_at: string; id: string } }>;
  return rows
    .selectFrom(table as unknown as 'result')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('created_at')
    .orderBy('id')
    .execute() as Promise<Database[T][]>;
}

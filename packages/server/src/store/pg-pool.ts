import pg from 'pg';

/**
 * A PostgreSQL pool in which every wait ends within `timeoutMs`: for a connection, for a pooled
 * client, and for an answer. Every connection of the process is made here (Kysely's and pg-boss's).
 */
export function boundedPool(url: string, timeoutMs: number, options: { max: number }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    keepAlive: true,
    Client: GuardedClient,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => withAnswerDeadline(client, timeoutMs));
  return pool;
}

/** pg's handlers that pass a message to the query in flight, and throw when there is none. */
const QUERY_MESSAGES = [
  '_handleRowDescription',
  '_handleDataRow',
  '_handlePortalSuspended',
  '_handleEmptyQuery',
  '_handleCopyInResponse',
  '_handleCopyData',
] as const;

type Handler = (this: ClientInternals, message: unknown) => void;
interface ClientInternals {
  activeQuery: unknown;
  connection: { stream: { destroy(): void } };
  _handleErrorEvent(error: Error): void;
}

/**
 * A pg client for which a query's answer arriving when no query waits (a late answer after a
 * deadline, a confused server or proxy) closes that connection instead of throwing from the
 * socket's data handler, where nothing can catch it and the process stops.
 */
class GuardedClient extends pg.Client {}
for (const name of QUERY_MESSAGES) {
  const deliver = (pg.Client.prototype as unknown as Record<string, Handler>)[name];
  Object.defineProperty(GuardedClient.prototype, name, {
    value(this: ClientInternals, message: unknown) {
      if (this.activeQuery) return deliver.call(this, message);
      this.connection.stream.destroy();
      this._handleErrorEvent(new Error(`database connection closed: ${name.slice(7)} with no query waiting`));
    },
  });
}

/**
 * A query whose answer does not come within `timeoutMs` fails, and its connection is closed at
 * once: a frozen server never cancels a statement itself, and a connection that is merely ended
 * (pg's query_timeout, or end() on a busy client) lets the late answer arrive where no query waits
 * for it, which throws outside any request and stops the process.
 */
function withAnswerDeadline(client: pg.PoolClient, timeoutMs: number): void {
  // A connection lost while checked out fails its query; as an event it would have no listener.
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = Object.assign(new Error(`query read timeout: no answer within ${timeoutMs} ms`), {
          code: 'ETIMEDOUT',
        });
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        reject(error);
      }, timeoutMs);
    });
    return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
  }) as typeof client.query;
}

/** pg-boss's writes to messages named by their ids: complete, fail, cancel, resume, retry, delete. */
const BY_IDS = /\bid IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/;
const NOTHING_CHANGED = {
  rows: [{ count: '0' }],
  rowCount: 0,
  command: 'UPDATE',
  oid: 0,
  fields: [],
} as pg.QueryResult;

/**
 * pg-boss's database, over a bounded pool: its queries get the same deadline, and a client whose
 * query failed leaves the pool instead of being ended with an answer still on its way.
 */
export function pgBossDatabase(pool: pg.Pool): {
  executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
} {
  const run = async (text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      const result = await client.query(text, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  return {
    executeSql(text, values) {
      const answer = run(text, values);
      // pg-boss marks messages done or failed by id (complete(), fail()) from an async function it
      // does not await: a database error there (a connection that timed out under load) would be an
      // unhandled rejection. The jobs table, not the message, says how a job ended, so such a
      // bookkeeping write that fails reads as one that changed nothing.
      if (BY_IDS.test(text)) return answer.catch(() => NOTHING_CHANGED);
      answer.catch(() => {});
      return answer;
    },
  };
}

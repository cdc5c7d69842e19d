import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedPool, pgBossDatabase } from './pg-pool.js';

// A loopback port that accepts connections and never answers: a database that does not come back.
describe('pg-boss over a database that does not answer', () => {
  let silent: net.Server;
  let url: string;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://x@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a message marked done by id changes nothing instead of failing unawaited; any other query still fails', async () => {
    const pool = boundedPool(url, 300, { max: 1 });
    const db = pgBossDatabase(pool);
    const complete = `UPDATE pgboss.job SET state = 'completed' WHERE name = $1 AND id IN (SELECT UNNEST($2::uuid[])) RETURNING *`;
    // pg-boss calls complete() without awaiting it: its write must settle, not reject.
    await expect(db.executeSql(complete, ['q', []])).resolves.toMatchObject({ rowCount: 0 });
    await expect(db.executeSql('SELECT 1')).rejects.toThrow(/timeout/);
    void pool.end().catch(() => {});
  });
});

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

/** PostgreSQL's wire messages: a type byte, then the length of the rest (itself included). */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const AUTH_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY = message('Z', Buffer.from('I'));
const EMPTY_ROW_DESCRIPTION = message('T', Buffer.from([0, 0]));

// A server that completes the start-up, then sends a query's answer when no query was asked.
describe('a database answer that arrives when no query waits', () => {
  let server: net.Server;
  let url: string;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    server = net.createServer((socket) => {
      sockets.push(socket);
      socket.once('data', () => {
        socket.write(Buffer.concat([AUTH_OK, READY]));
        setTimeout(() => socket.write(EMPTY_ROW_DESCRIPTION), 50);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `postgres://x@127.0.0.1:${(server.address() as net.AddressInfo).port}/x`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('closes that connection instead of throwing where nothing can catch it', async () => {
    const pool = boundedPool(url, 1_000, { max: 2 });
    const client = await pool.connect();
    client.release();
    expect(pool.idleCount).toBe(1);
    // Before the guard, pg threw "Cannot read properties of null (reading 'handleRowDescription')"
    // from the socket's data handler: an uncaught exception that stops the process.
    for (let i = 0; pool.totalCount > 0; i++) {
      expect(i).toBeLessThan(40);
      await new Promise((r) => setTimeout(r, 50));
    }
    // The server sees that connection closed.
    await new Promise((r) => (sockets[0].destroyed ? r(null) : sockets[0].once('close', r)));
    await pool.end();
  });
});

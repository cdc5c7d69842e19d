import net from 'node:net';

/**
 * A TCP relay to a real server that can be frozen: while frozen it keeps every connection open
 * and passes no byte either way, which is what a client sees of a server whose processes were all
 * stopped (SIGSTOP). Thawing lets the bytes through again.
 */
export async function startFreezableProxy(target: { host: string; port: number }) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const connect = ([a, b]: [net.Socket, net.Socket]) => {
    a.pipe(b);
    b.pipe(a);
  };
  const cut = ([a, b]: [net.Socket, net.Socket]) => {
    a.unpipe(b);
    b.unpipe(a);
    a.pause();
    b.pause();
  };
  const server = net.createServer((client) => {
    const pair: [net.Socket, net.Socket] = [client, net.connect(target.port, target.host)];
    pairs.add(pair);
    for (const socket of pair) {
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        pairs.delete(pair);
        for (const other of pair) other.destroy();
      });
    }
    if (frozen) cut(pair);
    else connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
      for (const pair of pairs) cut(pair);
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) connect(pair);
    },
    async close() {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

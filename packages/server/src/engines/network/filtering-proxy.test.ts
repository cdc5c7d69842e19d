import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProxyChannel } from './filtering-proxy.js';

/** A GET through the proxy, as a browser configured with it sends one. */
function viaProxy(proxy: ProxyChannel, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port: proxy.port,
      path: url,
      headers: { host: new URL(url).host },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

// A site that closes a kept-alive connection when it is used a second time, without answering: what
// a browser meets when the site's idle timeout ends the connection at the moment it is reused.
describe('the proxy, when a kept-alive connection to the site is closed as it is reused', () => {
  let site: http.Server;
  let proxy: ProxyChannel;
  let origin: string;
  beforeAll(async () => {
    const served = new WeakMap<Socket, number>();
    site = http.createServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) req.socket.destroy();
      else res.end(`page ${req.url}`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    proxy = await ProxyChannel.open();
    proxy.use(async () => ({ allow: true, address: '127.0.0.1' }));
  });
  afterAll(async () => {
    await proxy.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it('sends a GET again on a new connection instead of answering 502', async () => {
    expect(await viaProxy(proxy, `${origin}/a`)).toEqual({ status: 200, body: 'page /a' });
    expect(await viaProxy(proxy, `${origin}/b`)).toEqual({ status: 200, body: 'page /b' });
  });
});

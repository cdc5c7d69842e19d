import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StaticPage =
  | string
  | { body: string; status?: number; delayMs?: number; type?: string; headers?: Record<string, string> };
/** A function page is rendered anew on every request (dynamic content), from that request. */
export type Page = StaticPage | ((request: http.IncomingMessage) => StaticPage);

export interface TestSite {
  url: string;
  host: string;
  hits: Map<string, number>;
  setPage(path: string, page: Page): void;
  close(): Promise<void>;
}

/** A real HTTP site on 127.0.0.1 whose pages a test sets and whose hits it counts. */
export async function startSite(pages: Record<string, Page>): Promise<TestSite> {
  const routes = new Map(Object.entries(pages));
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    const page = typeof route === 'function' ? route(req) : route;
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>missing</h1>');
      return;
    }
    const p = typeof page === 'string' ? { body: page } : page;
    const send = () => {
      if (res.destroyed) return;
      res
        .writeHead(p.status ?? 200, { 'content-type': p.type ?? 'text/html; charset=utf-8', ...p.headers })
        .end(p.body);
    };
    if (p.delayMs) setTimeout(send, p.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    hits,
    setPage: (path, page) => routes.set(path, page),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** Whether a connection may be made, and to which checked address (never resolved again). */
export type ConnectVerdict = { allow: true; address: string } | { allow: false; reason: string };

/** Decides each connection a browser context makes, by host and port. */
export type ConnectPolicy = (host: string, port: number) => Promise<ConnectVerdict>;

export const REFUSE_ALL: ConnectPolicy = async () => ({ allow: false, reason: 'no capture in progress' });

/** Refusals kept between two resets: a page retrying one blocked host forever holds no more. */
const MAX_REFUSALS = 500;

/** Methods whose requests carry no body and may be sent again. */
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers that belong to the hop between the browser and the proxy, not to the site. */
const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive'];

/**
 * One browser context's way out: an HTTP proxy on a loopback port of its own that the browser must use
 * for every connection (loopback included). Each connection is decided by the current policy on
 * the resolved address and made to that very address, so redirects, subresources, WebSockets and
 * names that resolve to private addresses are all held to the same rule.
 */
export class ProxyChannel {
  /** Origins the context reached since the last reset: their storage is cleared afterwards. */
  readonly origins = new Set<string>();
  /** Connections refused since the last reset, as "host:port: reason". */
  readonly refusals: string[] = [];
  private policy: ConnectPolicy = REFUSE_ALL;
  private readonly server: http.Server;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  private readonly sockets = new Set<net.Socket>();

  private constructor() {
    this.server = http.createServer({ keepAlive: true }, (req, res) => void this.forward(req, res));
    this.server.on('connect', (req, socket: net.Socket, head) => void this.tunnel(req, socket, head));
    this.server.on('upgrade', (req, socket: net.Socket) => void this.upgrade(req, socket));
    this.server.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  static async open(): Promise<ProxyChannel> {
    const channel = new ProxyChannel();
    await new Promise<void>((resolve) => channel.server.listen(0, '127.0.0.1', resolve));
    return channel;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The rule for the next lease; null refuses everything (between leases). */
  use(policy: ConnectPolicy | null): void {
    this.policy = policy ?? REFUSE_ALL;
    this.origins.clear();
    this.refusals.length = 0;
  }

  private async decide(host: string, port: number): Promise<ConnectVerdict> {
    const bare = host.replace(/^\[|\]$/g, '');
    const verdict = await this.policy(bare, port).catch(
      (error): ConnectVerdict => ({ allow: false, reason: (error as Error).message }),
    );
    if (!verdict.allow && this.refusals.length < MAX_REFUSALS)
      this.refusals.push(`${host}:${port}: ${verdict.reason}`);
    return verdict;
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('VisualQ proxy: absolute URL expected');
      return;
    }
    const port = Number(url.port || 80);
    const verdict = await this.decide(url.hostname, port);
    if (!verdict.allow) {
      res.writeHead(403, { 'content-type': 'text/plain', 'x-visualq-refused': '1' });
      res.end(`VisualQ refused ${url.host}: ${verdict.reason}`);
      return;
    }
    this.origins.add(url.origin);
    const headers = { ...req.headers };
    for (const h of HOP_HEADERS) delete headers[h];
    const send = (resent: boolean) => {
      const upstream = http.request(
        {
          host: verdict.address,
          port,
          method: req.method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent: this.agent,
          setHost: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        // A kept-alive connection that the site closed just as it was reused: like a browser, send
        // a request without a body once more on a new connection rather than show a 502.
        if (!resent && upstream.reusedSocket && RESENDABLE.has(req.method ?? '') && !res.headersSent) {
          send(true);
          return;
        }
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`VisualQ proxy: ${error.message}`);
      });
      if (resent) upstream.end();
      else req.pipe(upstream);
    };
    send(false);
  }

  private async tunnel(req: http.IncomingMessage, socket: net.Socket, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const [host, portText] = splitHostPort(req.url ?? '');
    const port = Number(portText || 443);
    const verdict = await this.decide(host, port);
    if (!verdict.allow) {
      socket.end('HTTP/1.1 403 Forbidden\r\nx-visualq-refused: 1\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    this.origins.add(port === 443 ? `https://${host}` : `https://${host}:${port}`);
    const upstream = net.connect(port, verdict.address, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  }

  /** A plain-HTTP WebSocket sent to the proxy as a request (Chromium tunnels them, others may not). */
  private async upgrade(req: http.IncomingMessage, socket: net.Socket): Promise<void> {
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      socket.destroy();
      return;
    }
    const port = Number(url.port || 80);
    const verdict = await this.decide(url.hostname, port);
    if (!verdict.allow) {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = net.connect(port, verdict.address, () => {
      const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (!HOP_HEADERS.includes(req.rawHeaders[i].toLowerCase()) || /^connection$/i.test(req.rawHeaders[i]))
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  }

  async close(): Promise<void> {
    this.agent.destroy();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** "host:port" or "[v6]:port" of a CONNECT request. */
function splitHostPort(authority: string): [string, string] {
  const v6 = /^\[([^\]]+)\]:(\d+)$/.exec(authority);
  if (v6) return [v6[1], v6[2]];
  const i = authority.lastIndexOf(':');
  return i < 0 ? [authority, ''] : [authority.slice(0, i), authority.slice(i + 1)];
}

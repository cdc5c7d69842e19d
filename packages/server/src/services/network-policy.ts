import { lookup } from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ConnectPolicy, ConnectVerdict } from '../engines/network/filtering-proxy.js';
import { ToolError } from '../errors.js';

/**
 * True for every address that is not a public unicast one: loopback, private, link-local (cloud
 * metadata), CGNAT, unique-local, unspecified, reserved — IPv4-mapped IPv6 included, judged by the
 * IPv4 address it reaches. Anything unparsable counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return true;
  return ipaddr.process(bare).range() !== 'unicast';
}

export function parseHttpUrl(value: string, argName: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ToolError('validation_error', `${argName}: "${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ToolError('validation_error', `${argName}: only http and https URLs are allowed`);
  }
  return url;
}

/** "hostname:port" with the scheme's default port made explicit: what a connection is matched on. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
  return `${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${port}`;
}

export type Resolver = (host: string) => Promise<string[]>;

export const resolveHost: Resolver = async (host) =>
  net.isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The first address of `host` when every address it resolves to may be reached, else why not. */
export async function checkAddresses(
  host: string,
  allowPrivate: boolean,
  resolve: Resolver = resolveHost,
): Promise<ConnectVerdict> {
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { allow: false, reason: `${host} does not resolve` };
  }
  if (addresses.length === 0) return { allow: false, reason: `${host} does not resolve` };
  const inside = addresses.find(isPrivateAddress);
  if (inside && !allowPrivate) {
    return {
      allow: false,
      reason: `${host} resolves to ${inside}, a private or loopback address; an operator can allow it with VISUALQ_ALLOW_PRIVATE_NETWORK=1`,
    };
  }
  return { allow: true, address: addresses[0] };
}

/**
 * Refuses targets inside the server's own network unless the operator allows it
 * (VISUALQ_ALLOW_PRIVATE_NETWORK). Resolves host names, so a DNS name pointing at 10.x is refused too.
 */
export async function assertNetworkAllowed(url: URL, allowPrivate: boolean, argName = 'url'): Promise<void> {
  if (allowPrivate) return;
  const verdict = await checkAddresses(url.hostname.replace(/^\[|\]$/g, ''), allowPrivate);
  if (!verdict.allow) throw new ToolError('validation_error', `${argName}: ${verdict.reason}`);
}

export interface HostRules {
  /** hostKey()s a browser may connect to: the org's project and environment hosts. */
  hosts: Set<string>;
  /** Operator-allowed extra hosts (VISUALQ_ALLOWED_HOSTS): "cdn.example.com", "*.example.net:443". */
  extraHosts: string[];
  allowPrivate: boolean;
}

function matchesPattern(host: string, port: number, pattern: string): boolean {
  const [name, patternPort] = pattern.toLowerCase().split(/:(?=\d+$)/);
  if (patternPort && Number(patternPort) !== port) return false;
  return name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name;
}

/**
 * The rule every browser connection is held to: a project host (or an operator-allowed one) whose
 * resolved addresses pass the private-network check. Verdicts are kept for the policy's lifetime,
 * so each host is resolved once and always reached at the address that was checked.
 */
export function connectPolicy(rules: HostRules, resolve: Resolver = resolveHost): ConnectPolicy {
  const verdicts = new Map<string, Promise<ConnectVerdict>>();
  return (rawHost, port) => {
    const host = rawHost.toLowerCase();
    const key = `${host}:${port}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      const listed = rules.hosts.has(key) || rules.extraHosts.some((p) => matchesPattern(host, port, p));
      verdict = listed
        ? checkAddresses(host, rules.allowPrivate, resolve)
        : Promise.resolve({
            allow: false,
            reason: `not a host of this org's projects (${[...rules.hosts].join(', ') || 'none'})`,
          });
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

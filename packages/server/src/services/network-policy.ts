import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { ToolError } from '../errors.js';

/** True for loopback, private, link-local (cloud metadata) and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
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

/**
 * Refuses targets inside the server's own network unless the operator allows it
 * (VISUALQ_ALLOW_PRIVATE_NETWORK). Resolves host names, so a DNS name pointing at 10.x is refused too.
 */
export async function assertNetworkAllowed(url: URL, allowPrivate: boolean, argName = 'url'): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new ToolError('validation_error', `${argName}: host "${host}" does not resolve`);
  }
  if (host === 'localhost' || addresses.some(isPrivateAddress)) {
    throw new ToolError(
      'validation_error',
      `${argName}: ${host} is a private or loopback address; an operator can allow it with VISUALQ_ALLOW_PRIVATE_NETWORK=1`,
    );
  }
}

import { describe, expect, it } from 'vitest';
import { connectPolicy, hostKey, isPrivateAddress, type Resolver } from './network-policy.js';

/** Names resolve through this table: the decision is asserted without any lookup or connection. */
const table: Record<string, string[]> = {
  'shop.example': ['93.184.215.14'],
  'sneaky.example': ['93.184.215.15', '10.0.0.7'],
  'metadata.example': ['169.254.169.254'],
  'mapped.example': ['::ffff:127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
};
const resolve: Resolver = async (host) => {
  if (/^[\d.]+$|:/.test(host)) return [host];
  const found = table[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

describe('network policy decisions (no traffic leaves the test)', () => {
  it('classifies every private, loopback, link-local and mapped form as private', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '::ffff:a00:1',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('matches hosts with their default ports made explicit', () => {
    expect(hostKey(new URL('https://Shop.Example/x'))).toBe('shop.example:443');
    expect(hostKey(new URL('http://shop.example'))).toBe('shop.example:80');
    expect(hostKey(new URL('http://[::ffff:127.0.0.1]:8081'))).toBe('::ffff:7f00:1:8081');
  });

  it('on a server exposed beyond loopback, refuses a project host whose name resolves inside', async () => {
    const policy = connectPolicy(
      {
        hosts: new Set([
          'shop.example:443',
          'sneaky.example:443',
          'metadata.example:80',
          'mapped.example:80',
          '::ffff:7f00:1:8081',
          'localhost:3000',
        ]),
        extraHosts: [],
        allowPrivate: false,
      },
      resolve,
    );
    expect(await policy('shop.example', 443)).toEqual({ allow: true, address: '93.184.215.14' });
    for (const [host, port] of [
      ['sneaky.example', 443],
      ['metadata.example', 80],
      ['mapped.example', 80],
      ['::ffff:7f00:1', 8081],
      ['localhost', 3000],
    ] as const) {
      const verdict = await policy(host, port);
      expect(verdict.allow, `${host}:${port}`).toBe(false);
      if (!verdict.allow) expect(verdict.reason).toMatch(/private or loopback/);
    }
  });

  it('refuses any host or port that is not the project’s, even on loopback when loopback is allowed', async () => {
    const policy = connectPolicy(
      {
        hosts: new Set(['127.0.0.1:8081']),
        extraHosts: ['*.cdn.example', 'fonts.example:443'],
        allowPrivate: true,
      },
      resolve,
    );
    expect((await policy('127.0.0.1', 8081)).allow).toBe(true);
    expect((await policy('127.0.0.1', 8082)).allow).toBe(false);
    expect((await policy('localhost', 8081)).allow).toBe(false);
    expect((await policy('shop.example', 443)).allow).toBe(false);
    expect(await policy('img.cdn.example', 443)).toEqual({
      allow: false,
      reason: 'img.cdn.example does not resolve',
    });
    expect((await policy('fonts.example', 80)).allow).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { privacyFindings, securityFindings } from './findings.js';
import type { PageObservation } from './observe.js';

const hardened: PageObservation = {
  url: 'https://shop.example/',
  status: 200,
  headers: {
    'content-security-policy': "default-src 'self'",
    'strict-transport-security': 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
  },
  cookies: [],
  requests: [{ url: 'https://shop.example/app.js', thirdParty: false, type: 'script' }],
  forms: [],
};

const failing = (findings: Array<{ id: string; severity: string }>) =>
  findings.filter((f) => f.severity === 'high' || f.severity === 'medium').map((f) => f.id);

describe('page checks: security and privacy findings of a loaded page', () => {
  it('a hardened page that calls nobody has no failing finding', () => {
    expect(failing(securityFindings(hardened))).toEqual([]);
    expect(failing(privacyFindings(hardened))).toEqual([]);
  });

  it('missing headers are findings with the header to send', () => {
    const bare = securityFindings({ ...hardened, headers: {} });
    expect(bare.map((f) => f.id)).toEqual(
      expect.arrayContaining(['csp-missing', 'hsts-missing', 'nosniff-missing', 'framing-allowed']),
    );
    expect(bare.find((f) => f.id === 'hsts-missing')!.fix).toMatch(/Strict-Transport-Security/);
  });

  it('plain http is a medium finding on a public host and only information on a local one', () => {
    const severity = (url: string) =>
      securityFindings({ ...hardened, url }).find((f) => f.id === 'plain-http')?.severity;
    expect(severity('http://shop.example/')).toBe('medium');
    expect(severity('http://127.0.0.1:3000/')).toBe('info');
  });

  it('cookies set and other sites called before any consent are privacy findings', () => {
    const tracked = privacyFindings({
      ...hardened,
      cookies: [{ name: '_ga', domain: '.shop.example', httpOnly: false, secure: true, sameSite: 'Lax' }],
      requests: [
        ...hardened.requests,
        { url: 'https://www.google-analytics.com/g/collect', thirdParty: true, type: 'ping' },
      ],
    });
    expect(failing(tracked).length).toBeGreaterThan(0);
    expect(JSON.stringify(tracked)).toMatch(/_ga/);
    expect(JSON.stringify(tracked)).toMatch(/google-analytics/);
  });
});

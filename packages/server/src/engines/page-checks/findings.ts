import type { PageObservation } from './observe.js';

export type Severity = 'high' | 'medium' | 'low' | 'info';

export interface Finding {
  id: string;
  severity: Severity;
  title: string;
  evidence: string;
  fix: string;
}

/** Security findings of a page's response: headers, cookies, mixed content, banners, insecure forms. */
export function securityFindings(o: PageObservation): Finding[] {
  const h = o.headers;
  const https = o.url.startsWith('https:');
  const found: Finding[] = [];
  const add = (f: Finding) => found.push(f);
  const csp = h['content-security-policy'];
  if (!csp) {
    add({
      id: 'csp-missing',
      severity: 'medium',
      title: 'No Content-Security-Policy',
      evidence: 'the document has no content-security-policy header',
      fix: "Send a Content-Security-Policy, starting with default-src 'self' and the origins the page really uses.",
    });
  } else if (
    /script-src[^;]*'unsafe-inline'/.test(csp) ||
    (!/script-src/.test(csp) && /default-src[^;]*'unsafe-inline'/.test(csp))
  ) {
    add({
      id: 'csp-unsafe-inline',
      severity: 'low',
      title: "CSP allows inline scripts ('unsafe-inline')",
      evidence: csp.slice(0, 200),
      fix: 'Move inline scripts to files or use nonces or hashes.',
    });
  }
  if (https && !h['strict-transport-security']) {
    add({
      id: 'hsts-missing',
      severity: 'medium',
      title: 'No Strict-Transport-Security on https',
      evidence: 'the https document has no strict-transport-security header',
      fix: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains.',
    });
  }
  if (!https) {
    // A local development server speaks http as a matter of course: worth knowing, not a failure.
    const local = /^(localhost|127\.|\[::1\])/.test(new URL(o.url).host);
    add({
      id: 'plain-http',
      severity: local ? 'info' : 'medium',
      title: 'Served over plain http',
      evidence: o.url,
      fix: 'Serve the page over https and redirect http to it.',
    });
  }
  if ((h['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') {
    add({
      id: 'nosniff-missing',
      severity: 'low',
      title: 'No X-Content-Type-Options: nosniff',
      evidence: h['x-content-type-options'] ?? 'header absent',
      fix: 'Send X-Content-Type-Options: nosniff.',
    });
  }
  if (!h['x-frame-options'] && !/frame-ancestors/.test(csp ?? '')) {
    add({
      id: 'framing-allowed',
      severity: 'medium',
      title: 'The page can be framed by any site (clickjacking)',
      evidence: 'neither X-Frame-Options nor CSP frame-ancestors',
      fix: "Send CSP frame-ancestors 'self' (or X-Frame-Options: DENY).",
    });
  }
  if (!h['referrer-policy']) {
    add({
      id: 'referrer-policy-missing',
      severity: 'low',
      title: 'No Referrer-Policy',
      evidence: 'header absent',
      fix: 'Send Referrer-Policy: strict-origin-when-cross-origin.',
    });
  }
  if (!h['permissions-policy']) {
    add({
      id: 'permissions-policy-missing',
      severity: 'info',
      title: 'No Permissions-Policy',
      evidence: 'header absent',
      fix: 'Send a Permissions-Policy that turns off the features the page does not use (camera=(), microphone=(), geolocation=()).',
    });
  }
  for (const name of ['server', 'x-powered-by', 'x-aspnet-version']) {
    if (h[name] && /\d/.test(h[name])) {
      add({
        id: `banner-${name}`,
        severity: 'low',
        title: `Version banner in ${name}`,
        evidence: `${name}: ${h[name]}`,
        fix: `Remove the version from the ${name} header.`,
      });
    }
  }
  for (const c of o.cookies) {
    if (!c.httpOnly)
      add({
        id: `cookie-httponly-${c.name}`,
        severity: 'medium',
        title: `Cookie ${c.name} is readable by scripts (no HttpOnly)`,
        evidence: `${c.name} on ${c.domain}`,
        fix: `Set ${c.name} with HttpOnly unless a script must read it.`,
      });
    if (https && !c.secure)
      add({
        id: `cookie-secure-${c.name}`,
        severity: 'medium',
        title: `Cookie ${c.name} can travel over http (no Secure)`,
        evidence: `${c.name} on ${c.domain}`,
        fix: `Set ${c.name} with Secure.`,
      });
    if (c.sameSite === 'None' && !c.secure)
      add({
        id: `cookie-samesite-${c.name}`,
        severity: 'low',
        title: `Cookie ${c.name} is SameSite=None without Secure`,
        evidence: c.name,
        fix: 'Use SameSite=Lax or Strict, or add Secure.',
      });
  }
  if (https) {
    for (const r of o.requests.filter((x) => x.url.startsWith('http:'))) {
      add({
        id: `mixed-${r.url}`,
        severity: 'high',
        title: 'Mixed content: an https page loads over http',
        evidence: `${r.type} ${r.url}`,
        fix: 'Load it over https.',
      });
    }
  }
  for (const f of o.forms) {
    if (f.action.startsWith('http:') && (https || f.method === 'post')) {
      add({
        id: `form-http-${f.action}`,
        severity: https ? 'high' : 'medium',
        title: 'A form posts over plain http',
        evidence: `${f.method.toUpperCase()} ${f.action}`,
        fix: 'Post the form to an https URL.',
      });
    }
  }
  return found;
}

/** Privacy findings before any consent: cookies already set and requests to other sites. */
export function privacyFindings(o: PageObservation): Finding[] {
  const own = new URL(o.url).hostname.split('.').slice(-2).join('.');
  const found: Finding[] = [];
  for (const c of o.cookies) {
    const third = c.domain.replace(/^\./, '').split('.').slice(-2).join('.') !== own;
    found.push({
      id: `cookie-${c.domain}-${c.name}`,
      severity: third ? 'high' : 'medium',
      title: `${third ? 'Third-party' : 'First-party'} cookie ${c.name} set before consent`,
      evidence: `${c.name} on ${c.domain}`,
      fix: 'Set it only after the visitor consents, unless it is strictly necessary (then say so in the cookie policy).',
    });
  }
  const hosts = [...new Set(o.requests.filter((r) => r.thirdParty).map((r) => new URL(r.url).host))];
  for (const host of hosts) {
    found.push({
      id: `request-${host}`,
      severity: 'medium',
      title: `Request to ${host} before consent`,
      evidence: o.requests
        .filter((r) => r.thirdParty && new URL(r.url).host === host)
        .map((r) => r.url)
        .slice(0, 3)
        .join(', '),
      fix: `Load ${host} only after consent, or not at all.`,
    });
  }
  return found;
}

/**
 * The absolute URL of a page of a site: an absolute http(s) URL as it is, anything else a path
 * appended to the base URL (which may itself have a path, like /demo).
 */
export function resolvePath(baseUrl: string, target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `${baseUrl.replace(/\/+$/, '')}${target.startsWith('/') ? '' : '/'}${target}`;
}

/** A URL of the site as the path a step opens: relative to the base URL's own path (/demo/pricing → /pricing). */
export function sitePath(baseUrl: string, url: string): string {
  const target = new URL(url);
  const prefix = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const inside = prefix && (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`));
  return `${inside ? target.pathname.slice(prefix.length) || '/' : target.pathname}${target.search}`;
}

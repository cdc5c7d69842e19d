/**
 * The absolute URL of a page of a site: an absolute http(s) URL as it is, anything else a path
 * appended to the base URL (which may itself have a path, like /demo).
 */
export function resolvePath(baseUrl: string, target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `${baseUrl.replace(/\/+$/, '')}${target.startsWith('/') ? '' : '/'}${target}`;
}

/** Pages built from one template: /product/blue-mug and /product/red-lamp are /product/:slug. */
export interface PageGroup {
  pattern: string;
  paths: string[];
}

/** Ids, numbers and hashes are parameters wherever they appear. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,})$/i;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Groups paths by the template that likely rendered them. A segment is a parameter when it looks
 * like an id, or when it is the last one and its parent holds two or more such pages (a listing's
 * items). The site's root children stay apart: /pricing and /contact are sections, not items.
 * `basePath` is where the site starts (/demo for a site served under /demo).
 */
export function groupPages(paths: string[], basePath = '/'): PageGroup[] {
  const base = segmentsOf(basePath);
  const unique = [...new Set(paths.map((p) => p.split(/[?#]/)[0] || '/'))];
  const split = unique.map((path) => {
    const segments = segmentsOf(path);
    const prefix = base.every((b, i) => segments[i] === b) ? base : [];
    const own = segments.slice(prefix.length).map((s) => (ID_SEGMENT.test(s) ? ':id' : s));
    return { prefix, own };
  });
  const parentOf = ({ prefix, own }: { prefix: string[]; own: string[] }) =>
    [...prefix, ...own.slice(0, -1)].join('/');
  const siblings = new Map<string, number>();
  for (const path of split) {
    if (path.own.length >= 2) siblings.set(parentOf(path), (siblings.get(parentOf(path)) ?? 0) + 1);
  }
  const groups = new Map<string, string[]>();
  unique.forEach((path, i) => {
    const { prefix, own } = split[i];
    if (own.length >= 2 && own.at(-1) !== ':id' && (siblings.get(parentOf(split[i])) ?? 0) >= 2) {
      own[own.length - 1] = ':slug';
    }
    const pattern = `/${[...prefix, ...own].join('/')}`;
    groups.set(pattern, [...(groups.get(pattern) ?? []), path]);
  });
  return [...groups.entries()]
    .map(([pattern, grouped]) => ({ pattern, paths: grouped }))
    .sort((a, b) => b.paths.length - a.paths.length || a.pattern.localeCompare(b.pattern));
}

/** Whether a path is one of a group's pages. */
export function inGroup(group: PageGroup, path: string): boolean {
  const wanted = segmentsOf(group.pattern);
  const segments = segmentsOf(path.split(/[?#]/)[0]);
  return (
    wanted.length === segments.length &&
    wanted.every((w, i) => (w === ':slug' || w === ':id' ? true : w === segments[i]))
  );
}

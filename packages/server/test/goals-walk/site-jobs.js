// jobs: placeholder, replaced by the site itself (registered in sites.js as SITES.jobs). Only function declarations
// are exported, so that either this file or sites.js may be imported first.
/** The state of a fresh site. */
export function jobsState() {
  return {};
}
/** The site's routes. */
export async function jobsRoutes() {
  return null;
}
/** GET paths whose query string is a form the site records as received. */
export function jobsGetForms() {
  return [];
}

// library: placeholder, replaced by the site itself (registered in sites.js as SITES.library). Only function declarations
// are exported, so that either this file or sites.js may be imported first.
/** The state of a fresh site. */
export function libraryState() {
  return {};
}
/** The site's routes. */
export async function libraryRoutes() {
  return null;
}
/** GET paths whose query string is a form the site records as received. */
export function libraryGetForms() {
  return [];
}

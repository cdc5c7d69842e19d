// Placeholder: the museum site is written by a helper (see the bench's usage line). Until then it
// serves nothing.
export function museumState() {
  return { sessions: new Map() };
}

export async function museumRoutes() {
  return { status: 404, html: null, lang: 'fr' };
}

/** GET paths whose query string is a form the site records as received. */
export function museumGetForms() {
  return [];
}

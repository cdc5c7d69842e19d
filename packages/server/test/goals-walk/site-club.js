// club: placeholder for the fifteenth unseen site (written by someone who has not read the reader).
import { page } from './sites.js';

export function clubState() {
  return { sessions: new Map() };
}

export async function clubRoutes(ctx) {
  if (ctx.path === '/')
    return { html: page({ title: 'Club', brand: '#225', header: 'Club', body: '<h1>Club</h1>' }) };
  return null;
}

export function clubGetForms() {
  return [];
}

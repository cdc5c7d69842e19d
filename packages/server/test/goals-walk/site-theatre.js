// theatre: stub, to be written (see the helper's brief). Registered in sites.js.
import { h, page, sid } from './sites.js';

export function theatreState() {
  return { sessions: new Map() };
}

export async function theatreRoutes(ctx) {
  void h;
  void page;
  void sid;
  void ctx;
  return null;
}

export function theatreGetForms() {
  return [];
}

// bank: a new walk site (to be written). Registered in sites.js; uses its helpers (h, page, sid).
import { h, page, sid } from './sites.js';

export function bankState() {
  return {};
}

export function bankGetForms() {
  return [];
}

export async function bankRoutes(ctx) {
  void h;
  void page;
  void sid;
  void ctx;
  return null;
}

// garage: a new walk site (to be written). Registered in sites.js; uses its helpers (h, page, sid).
import { h, page, sid } from './sites.js';

export function garageState() {
  return {};
}

export function garageGetForms() {
  return [];
}

export async function garageRoutes(ctx) {
  void h;
  void page;
  void sid;
  void ctx;
  return null;
}

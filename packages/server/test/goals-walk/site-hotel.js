// hotel: (to be written) a small hotel's site, see fresh-hotel.js for its goals.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.

export function hotelState() {
  return { sessions: new Map() };
}

export async function hotelRoutes(_ctx) {
  return null;
}

export function hotelGetForms() {
  return [];
}

// Fresh batch on the theatre site (site-theatre.js): stub, to be written.
// [site, voice, lang, goal, expect, feasible = true, note]
export const choices = [];
export const defaults = {};
export const goals = [];

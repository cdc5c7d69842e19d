// Fresh batch on the hotel site (site-hotel.js): to be written before any run of the reader.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [];

/** Values a field holds before anyone touches it. */
export const defaults = {};

export const goals = [];

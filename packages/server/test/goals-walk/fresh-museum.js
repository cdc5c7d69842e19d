// Fresh batch on the museum site (site-museum.js): written by a helper before any run of the reader.

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [];
export const defaults = {};
export const goals = [];

// Fresh batch on the garage site (site-garage.js), to be written before any run of the reader.

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, a button), not typed text. */
export const choices = [];

/** Values a field holds before anyone touches it. */
export const defaults = {};

export const goals = [];

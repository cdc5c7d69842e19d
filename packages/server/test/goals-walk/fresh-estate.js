// Fresh batch on the estate site: to be written.
export const choices = [];
export const defaults = {};
export const goals = [];

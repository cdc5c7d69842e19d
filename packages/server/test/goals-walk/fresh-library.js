// Fresh batch on the library site: placeholder, replaced by the batch itself (read by make-goals.js).
export const choices = [];
export const defaults = {};
export const goals = [];

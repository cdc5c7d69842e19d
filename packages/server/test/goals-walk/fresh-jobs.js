// Fresh batch on the jobs site: placeholder, replaced by the batch itself (read by make-goals.js).
export const choices = [];
export const defaults = {};
export const goals = [];

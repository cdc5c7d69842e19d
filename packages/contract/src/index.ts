export * from './ci.js';
export * from './errors.js';
export * from './response.js';

export * from './ci.js';
export * from './errors.js';
export * from './mcp.js';
export * from './response.js';

import type { FastifyInstance } from 'fastify';
import type { Gateway } from '../../gateway/invoke.js';
import type { Services } from '../../services/index.js';
import { assetRoutes } from './asset-routes.js';
import { changeRoutes } from './change-routes.js';
import { uiContext } from './context.js';
import { pageRoutes } from './page-routes.js';
import { signinRoutes } from './signin-routes.js';

/**
 * The web UI for people: sign-in, projects, runs, results and approvals. Reads come from the
 * services, scoped to the session's org; every change goes through the gateway as the session's
 * key, like a tool call (scopes, plan gates, audit log).
 */
export function uiRoutes(app: FastifyInstance, gateway: Gateway, services: Services): void {
  const context = uiContext(gateway, services);
  assetRoutes(app, context);
  signinRoutes(app, context);
  pageRoutes(app, context);
  changeRoutes(app, context);
}

import type { FastifyInstance } from 'fastify';
import type { Gateway } from '../../gateway/invoke.js';
import type { Services } from '../../services/index.js';
import { assetRoutes } from './asset-routes.js';
import { changeRoutes } from './change-routes.js';
import { uiContext } from './context.js';
import { pageRoutes } from './page-routes.js';
import { signinRoutes } from './signin-routes.js';

/**
 * A posted form as the UI's routes read it: one string per field. A repeated field keeps its
 * first value; a field that is not text (a JSON object, a number) is left out, as if not sent.
 */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/**
 * The web UI for people: sign-in, projects, runs, results and approvals. Reads come from the
 * services, scoped to the session's org; every change goes through the gateway as the session's
 * key, like a tool call (scopes, plan gates, audit log).
 */
export async function uiRoutes(app: FastifyInstance, gateway: Gateway, services: Services): Promise<void> {
  await app.register(async (ui) => {
    ui.addHook('preValidation', async (request) => {
      if (request.body !== undefined) request.body = formFields(request.body);
    });
    const context = uiContext(gateway, services);
    assetRoutes(ui, context);
    signinRoutes(ui, context);
    pageRoutes(ui, context);
    changeRoutes(ui, context);
  });
}

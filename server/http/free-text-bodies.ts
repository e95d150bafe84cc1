// One place where typed card numbers leave the request: a route whose call in an endpoint file sends
// a form's values (`"body": "forms/<id>"`), or that names its form itself (`config.bodyForm`), gets
// its JSON body with the card numbers in the form's free texts masked (server/security/free-text.ts)
// before any handler reads it. So every save of such a form stores BIN and last four, whatever
// the handler does with the body. Forms stored through form-store.ts are masked there as well.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemaFile, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { maskFreeText } from '../security/free-text.ts';
import { routeKey } from './reply-schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form the route's JSON body follows, when its endpoint file does not name it. */
    bodyForm?: string;
  }
}

/** The form each POST call of the endpoint files sends, by route key. */
export function bodyFormsByRoute(prefix: string, root: string = REPO_ROOT): Map<string, string> {
  const forms = new Map<string, string>();
  for (const name of readdirSync(join(root, 'schemas/endpoints')).filter((f) => f.endsWith('.json')).sort()) {
    const file = loadSchemaFile(`schemas/endpoints/${name}`, root) as { endpoints: Record<string, { method: string; path: string; body?: string }> };
    for (const spec of Object.values(file.endpoints)) {
      const form = spec.method === 'POST' ? /^forms\/(\w+)$/.exec(spec.body ?? '')?.[1] : undefined;
      if (form) forms.set(routeKey('POST', prefix + spec.path), form);
    }
  }
  return forms;
}

/** Call before the routes are registered. */
export function registerFreeTextMasking(app: FastifyInstance, prefix: string, root: string = REPO_ROOT): void {
  const forms = bodyFormsByRoute(prefix, root);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const form = route.config?.bodyForm ?? (methods.includes('POST') ? forms.get(routeKey('POST', route.url)) : undefined);
    if (form) route.config = { ...route.config, bodyForm: form };
  });
  app.addHook('preHandler', async (request) => {
    const form = request.routeOptions.config.bodyForm;
    if (form) request.body = maskFreeText(form, request.body);
  });
}

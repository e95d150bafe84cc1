// GET /localization/get/?lang=&route=: translation messages of one language, read from
// <localesDir>/<lang>.json (flat "key": "text" object, English is the key). A route-specific file
// <localesDir>/<lang>/<route with / as _>.json, when present, is merged over it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

async function readMessages(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    return {}; // no translation file: the UI shows its English keys
  }
}

export function localizationRoute(app: FastifyInstance, localesDir: string): void {
  app.get<{ Querystring: { lang?: string; route?: string } }>('/localization/get/', async (request, reply) => {
    const lang = /^[a-z]{2}$/.test(request.query.lang ?? '') ? request.query.lang! : 'en';
    const route = (request.query.route ?? '').replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9_/-]/gi, '').replace(/\//g, '_');
    const messages = {
      ...(await readMessages(join(localesDir, `${lang}.json`))),
      ...(route ? await readMessages(join(localesDir, lang, `${route}.json`)) : {}),
    };
    return reply.header('cache-control', 'public, max-age=300').send({ lang, messages });
  });
}

// GET /localization/get/?lang=&route= (localization.get): translations from the same files the SPA
// bundles, <localesDir>/<lang>/<namespace>.json, as {lang, messages: {<namespace>: {...}}}. A route
// whose first segment names a namespace (e.g. /account/login -> account) narrows the answer to that
// namespace plus 'shell'; otherwise every namespace of the language is returned. A `lang` that is not
// two letters reads as 'en'.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineHandlers } from '../http/handler-types.ts';

const SHELL = 'shell';

async function namespacesOf(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  } catch {
    return []; // language without translations: the UI shows its defaults
  }
}

export const localizationHandlers = defineHandlers('localization', ({ localesDir }) => ({
  get: async ({ request, reply }) => {
    const query = request.query as { lang?: string; route?: string };
    const lang = /^[a-z]{2}$/.test(query.lang ?? '') ? query.lang! : 'en';
    const dir = join(localesDir, lang);
    const all = await namespacesOf(dir);
    const section = (query.route ?? '').split('/').filter(Boolean)[0];
    const wanted = section && all.includes(section) ? all.filter((n) => n === section || n === SHELL) : all;
    const messages: Record<string, unknown> = {};
    for (const ns of wanted) messages[ns] = JSON.parse(await readFile(join(dir, `${ns}.json`), 'utf8'));
    return reply.header('cache-control', 'public, max-age=300').send({ lang, messages });
  },
}));

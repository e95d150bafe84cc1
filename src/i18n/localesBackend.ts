// Loads src/i18n/locales/<lang>/<namespace>.json on demand: each language is its own chunk, and a
// new namespace is a new file, with no registration anywhere.
import type { BackendModule, ResourceKey } from 'i18next';

type LocaleModule = { default: ResourceKey };

const files = import.meta.glob<LocaleModule>('./locales/*/*.json');

function fileOf(lang: string, namespace: string): string {
  return `./locales/${lang}/${namespace}.json`;
}

/** Loaded before the first render: the shell's own texts and the route titles / schema texts. */
export const START_NAMESPACES = ['shell', 'common'];

/** A bundled namespace of a language ({} when the language has no such file), without i18next (the lean sign-in page). */
export async function bundledTexts(lang: string, namespace: string): Promise<Record<string, string>> {
  const load = files[fileOf(lang, namespace)];
  return load ? ((await load()).default as Record<string, string>) : {};
}

export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lang, namespace, done) => {
    const load = files[fileOf(lang, namespace)];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

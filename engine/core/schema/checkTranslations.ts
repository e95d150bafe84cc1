// Every text of a schema file (textPointers.ts) has a translation in every shipped language but
// the source one (English: a text is its own key), in the file's namespace or in `common`
// (textNamespaces.ts): `file#pointer: no "uk" translation of "..." (src/i18n/locales/uk/...)`.
import { issue, type SchemaIssue } from './issue';
import { textNamespaces } from './textNamespaces';
import { textsOf } from './textPointers';

/** Parsed locale files by language, then namespace. */
export type Locales = ReadonlyMap<string, ReadonlyMap<string, Record<string, unknown>>>;

export const LOCALES_DIR = 'src/i18n/locales';

/** `src/i18n/locales/<lang>/<ns>.json` files (parsed) -> Locales. */
export function localesOf(files: ReadonlyMap<string, unknown>): Map<string, Map<string, Record<string, unknown>>> {
  const out = new Map<string, Map<string, Record<string, unknown>>>();
  for (const [file, json] of files) {
    const [, lang, ns] = /^src\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lang || !json || typeof json !== 'object') continue;
    if (!out.has(lang)) out.set(lang, new Map());
    out.get(lang)!.set(ns, json as Record<string, unknown>);
  }
  return out;
}

export function checkTranslations(
  files: ReadonlyMap<string, unknown>,
  locales: Locales,
  languages: readonly string[],
): SchemaIssue[] {
  const namespaces = textNamespaces(files);
  const out: SchemaIssue[] = [];
  for (const [file, json] of files) {
    const texts = textsOf(file, json);
    if (texts.length === 0) continue;
    const groups = [...(namespaces.get(file) ?? [])];
    for (const lang of languages) {
      const has = (ns: string, text: string) => {
        const value = locales.get(lang)?.get(ns)?.[text];
        return typeof value === 'string' && value !== '';
      };
      for (const { pointer, text } of texts) {
        const missing = (groups.length ? groups : ['common']).filter((ns) => !has(ns, text) && !has('common', text));
        for (const ns of missing) {
          const where = ns === 'common' ? `${LOCALES_DIR}/${lang}/common.json` : `${LOCALES_DIR}/${lang}/${ns}.json or common.json`;
          out.push(issue(file, pointer, `no "${lang}" translation of ${JSON.stringify(text)} (${where})`));
        }
      }
    }
  }
  return out;
}

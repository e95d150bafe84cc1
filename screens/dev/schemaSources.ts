// The files the playground edits: every list, form and tab group of schemas/, as the bundle has
// them today (raw text, one small chunk each), and the drafts kept in this browser only.
const SOURCES = import.meta.glob<string>(['/schemas/lists/*.json', '/schemas/forms/*.json', '/schemas/tabs/*.json'], {
  query: '?raw',
  import: 'default',
});

export type SchemaKind = 'lists' | 'forms' | 'tabs';

/** Repository-relative paths (`schemas/lists/payments.json`), sorted by kind then name. */
export const SCHEMA_FILES: readonly string[] = Object.keys(SOURCES)
  .map((p) => p.slice(1))
  .sort();

export function kindOf(file: string): SchemaKind {
  return file.split('/')[1] as SchemaKind;
}

export function loadSource(file: string): Promise<string> {
  const load = SOURCES[`/${file}`];
  return load ? load() : Promise.reject(new Error(`no such schema file: ${file}`));
}

const DRAFT_KEY = 'playground.draft.';
const FILE_KEY = 'playground.file';

export const drafts = {
  get: (file: string): string | null => localStorage.getItem(DRAFT_KEY + file),
  set: (file: string, text: string) => localStorage.setItem(DRAFT_KEY + file, text),
  remove: (file: string) => localStorage.removeItem(DRAFT_KEY + file),
  lastFile: (): string | null => localStorage.getItem(FILE_KEY),
  setLastFile: (file: string) => localStorage.setItem(FILE_KEY, file),
};

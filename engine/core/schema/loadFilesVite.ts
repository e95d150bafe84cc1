// Browser loader (Vite `import.meta.glob`): form files eagerly (small, needed at first render),
// every other schema file lazily, keyed by repository-relative path (`schemas/forms/login.json`).
const eagerForms = import.meta.glob('/schemas/forms/*.json', { eager: true, import: 'default' });
const lazyOthers = import.meta.glob(['/schemas/**/*.json', '!/schemas/forms/*.json'], { import: 'default' });

const strip = (p: string) => p.replace(/^\//, '');

export const FORM_FILES: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(eagerForms).map(([p, v]) => [strip(p), v]),
);

export function loadSchemaFileLazy(path: string): Promise<unknown> {
  if (path in FORM_FILES) return Promise.resolve(FORM_FILES[path]);
  const load = lazyOthers[`/${path}`];
  return load ? load() : Promise.reject(new Error(`${path}#: no such schema file`));
}

export function listSchemaFilePaths(): string[] {
  return [...Object.keys(FORM_FILES), ...Object.keys(lazyOthers).map(strip)].sort();
}

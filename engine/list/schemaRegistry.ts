// A registry of schema files of one folder, keyed by their id. Files are checked against the
// meta-schemas by `npm run schemas:check` (and tests/unit/list/corpus.test.ts); here an unknown
// id fails loudly with the folder it was looked up in.
export interface SchemaRegistry<T extends { id: string }> {
  get(id: string): T;
  find(id: string): T | undefined;
  ids(): string[];
  /** Add or replace entries (tests, screen overrides). */
  register(...defs: T[]): void;
}

export function createSchemaRegistry<T extends { id: string }>(
  folder: string,
  modules: Record<string, unknown>,
): SchemaRegistry<T> {
  const byId = new Map<string, T>();
  for (const value of Object.values(modules)) {
    const def = value as T;
    if (def && typeof def.id === 'string') byId.set(def.id, def);
  }
  return {
    get(id) {
      const def = byId.get(id);
      if (!def)
        throw new Error(
          `schemas/${folder}/: no file with id '${id}' (known: ${[...byId.keys()].join(', ') || 'none'})`,
        );
      return def;
    },
    find: (id) => byId.get(id),
    ids: () => [...byId.keys()].sort(),
    register: (...defs) => defs.forEach((d) => byId.set(d.id, d)),
  };
}

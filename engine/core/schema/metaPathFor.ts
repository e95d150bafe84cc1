// Which meta-schema checks a schema file: `schemas/<folder>/x.json` -> `schemas/_meta/<folder>.json`,
// a top-level `schemas/<name>.json` -> `schemas/_meta/<name>.json`; `_meta` files are JSON Schemas
// themselves (checked by compiling them).
export function metaPathFor(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'schemas' || parts.length < 2) return null;
  if (parts[1] === '_meta') return null;
  const name = parts.length === 2 ? parts[1].replace(/\.json$/, '') : parts[1];
  return `schemas/_meta/${name}.json`;
}

// '' / null / [] mean "no value" for every rule (spec 000 section 5: required = value present,
// selects: non-empty value); they are dropped before validation so `required` reports them and
// format rules skip them.
export function pruneEmpty(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(pruneEmpty);
  if (!data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = pruneEmpty(value);
  }
  return out;
}

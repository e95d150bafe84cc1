// What an object schema declares per property: its `default`s and its numeric `minimum`/`maximum`.
// A schema that is the one declaration of a shape (e.g. a button's appearance) gives the server its
// check and a screen its initial values and input limits from the same keywords.

type PropertySchema = { default?: unknown; minimum?: number; maximum?: number };
type ObjectSchema = { properties?: Record<string, PropertySchema>; required?: readonly string[] };

/** Every property's `default`: the complete value T when each `required` property has one (else throws). */
export function defaultsOf<T>(schema: ObjectSchema): T {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) if (property.default !== undefined) out[key] = property.default;
  const missing = (schema.required ?? []).filter((key) => !(key in out));
  if (missing.length) throw new Error(`defaultsOf: no default for ${missing.join(', ')}`);
  return out as T;
}

/** `[minimum, maximum]` of every property that declares both, by K: the caller's names of those properties. */
export function rangesOf<K extends string>(schema: ObjectSchema): Readonly<Record<K, readonly [number, number]>> {
  const out: Record<string, readonly [number, number]> = {};
  for (const [key, { minimum, maximum }] of Object.entries(schema.properties ?? {})) {
    if (typeof minimum === 'number' && typeof maximum === 'number') out[key] = [minimum, maximum];
  }
  return out as Record<K, readonly [number, number]>;
}

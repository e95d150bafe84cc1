// A small stand-in for fast-uri (12 kB gzip) where @rjsf/utils resolves `$ref`s against `$id`s
// (findSchemaDefinition: UriResolver.equal and .resolve only). Our form files use local `#/...` refs;
// absolute and relative URIs are resolved by the browser's URL (docs/decisions.md, sign-in weight).

const withoutEmptyFragment = (uri: string) => (uri.endsWith('#') ? uri.slice(0, -1) : uri);

function absolute(base: string, ref: string): string | null {
  try {
    return new URL(ref, base).href;
  } catch {
    return null;
  }
}

/** `ref` resolved against `base` (RFC 3986 as the browser's URL does it; a bare fragment replaces the base's). */
export function resolve(base: string, ref: string): string {
  if (!base) return ref;
  const resolved = absolute(base, ref);
  if (resolved !== null) return resolved;
  // A relative base (no scheme): only fragments and whole references can be combined.
  if (ref.startsWith('#')) return `${base.split('#')[0]}${ref}`;
  return ref;
}

/** A URI in a comparable form: resolved against a dummy base (case of scheme/host, dot segments), no empty fragment. */
const normal = (uri: string) => withoutEmptyFragment(absolute('http://x/', uri) ?? uri);

/** Whether two URIs name the same resource. */
export function equal(a: string, b: string): boolean {
  return a === b || normal(a) === normal(b);
}

export default { resolve, equal };

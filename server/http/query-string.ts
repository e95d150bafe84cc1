// Query strings parse to plain strings: a repeated key keeps its first value (as URLSearchParams.get,
// which the lists read) and `a[]=x` / `a[b]=x` stay keys of their own, so no handler meets an array
// or an object where it reads a query value.
export function parseQueryString(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(text)) if (!(key in out)) out[key] = value;
  return out;
}

// A form page's address fields (form file `addressFields`): values read from the address at start
// and written back on change. A field named like a path parameter of the route lives in the path;
// optional parameters fill in order, so the first empty one ends the path and every later field goes
// to the query string (an optional segment cannot be skipped). Other fields are query keys; query
// keys of the address the form does not own are kept.

/** Path parameter names of a react-router pattern, in order. */
export function patternParams(pattern: string): string[] {
  return pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1).replace(/\?$/, ''));
}

export function readAddress(fields: readonly string[], params: Record<string, string | undefined>, query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = params[f] ?? query.get(f) ?? undefined;
    if (v) out[f] = v;
  }
  return out;
}

/** The address (path + search) for these values; path parameters that are not fields keep their value. */
export function writeAddress(
  pattern: string,
  fields: readonly string[],
  values: Record<string, unknown>,
  params: Record<string, string | undefined>,
  query: URLSearchParams,
): string {
  const text = (f: string) => (typeof values[f] === 'string' ? (values[f] as string) : '');
  const search = new URLSearchParams(query);
  const segments: string[] = [];
  let open = true;
  for (const seg of pattern.split('/')) {
    if (!seg.startsWith(':')) {
      if (open) segments.push(seg);
      continue;
    }
    const name = seg.slice(1).replace(/\?$/, '');
    const value = fields.includes(name) ? text(name) : (params[name] ?? '');
    if (open && value) {
      segments.push(encodeURIComponent(value));
      search.delete(name);
    } else {
      open = false;
      if (value) search.set(name, value);
      else search.delete(name);
    }
  }
  const inPath = new Set(patternParams(pattern));
  for (const f of fields) {
    if (inPath.has(f)) continue;
    if (text(f)) search.set(f, text(f));
    else search.delete(f);
  }
  const qs = search.toString();
  return `${segments.join('/') || '/'}${qs ? `?${qs}` : ''}`;
}

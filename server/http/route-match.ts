// Which entry of a route table serves a path, picked the way React Router picks it on the page
// (src/router): optional segments (`:step?`) spread into one pattern per combination, each pattern
// scored by its segments (static 10, parameter 3, one more per segment, a splat 2 less) and the
// best-scored match wins, the table's order breaking ties. Static segments ignore case.
const PARAM = /^:[\w-]+$/;

type Params = Record<string, string>;

interface Compiled<T> {
  entry: T;
  segments: string[];
  score: number;
  order: number;
}

/** Every pattern an optional segment allows: `/a/:b?` is `/a/:b` and `/a`. */
function explode(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments;
  const tails = explode(rest);
  if (!first.endsWith('?')) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}

function score(segments: string[]): number {
  const splat = segments.includes('*');
  return segments.filter((s) => s !== '*').reduce((total, s) => total + (PARAM.test(s) ? 3 : 10), segments.length + 1 + (splat ? -2 : 0));
}

function matchSegments(pattern: string[], path: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i];
    if (want === '*') return params;
    const got = path[i];
    if (got === undefined) return null;
    if (PARAM.test(want)) params[want.slice(1)] = decodeURIComponent(got);
    else if (want.toLowerCase() !== got.toLowerCase()) return null;
  }
  return pattern.length === path.length ? params : null;
}

const split = (path: string) => path.split('/').filter(Boolean);

/** A matcher over `entries` (each with a `path` pattern): the best entry for a path and its parameters. */
export function routeMatcher<T extends { path: string }>(entries: readonly T[]): (pathname: string) => { entry: T; params: Params } | undefined {
  const compiled: Compiled<T>[] = entries
    .flatMap((entry, order) => explode(split(entry.path)).map((segments) => ({ entry, segments, score: score(segments), order })))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname) => {
    const path = split(pathname);
    for (const { entry, segments } of compiled) {
      const params = matchSegments(segments, path);
      if (params) return { entry, params };
    }
    return undefined;
  };
}

/** A pattern's parameters filled in (a redirect's target). */
export function fillPath(pattern: string, params: Params): string {
  return pattern.replace(/:([\w-]+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? '')).replace(/\/+$/, '') || '/';
}

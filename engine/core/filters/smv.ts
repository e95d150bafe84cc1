// Applied filters in a URL: repeated, aligned s (field), m (mode), v (value) parameters,
//   ?s=status&m=eq&v=approved&s=sender_email&m=isnull&v=
// so a filtered list can be shared and reloaded. Also read: a JSON form, one object or an array,
//   ?filters=[{"s":"merchant_id","m":"eq","v":"42"}]   (or ?filter={...})
// which spec 002 uses for links into a list; writing always gives the aligned form.
import type { FilterEntry } from './types';

const JSON_KEYS = ['filters', 'filter'] as const;

function fromJson(text: string): FilterEntry[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((o) =>
      o && typeof o === 'object' && typeof (o as FilterEntry).s === 'string'
        ? [
            {
              s: (o as FilterEntry).s,
              m: String((o as FilterEntry).m ?? 'eq'),
              v: String((o as FilterEntry).v ?? ''),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

export function readFilters(params: URLSearchParams): FilterEntry[] {
  const s = params.getAll('s');
  const m = params.getAll('m');
  const v = params.getAll('v');
  const aligned = s
    .map((field, i) => ({ s: field, m: m[i] || 'eq', v: v[i] ?? '' }))
    .filter((e) => e.s !== '');
  const json = JSON_KEYS.flatMap((key) => params.getAll(key).flatMap(fromJson));
  return [...aligned, ...json];
}

/** Returns a copy of params with the filters replaced (JSON forms folded into the aligned form). */
export function writeFilters(params: URLSearchParams, entries: FilterEntry[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['s', 'm', 'v', ...JSON_KEYS]) next.delete(key);
  for (const e of entries) {
    next.append('s', e.s);
    next.append('m', e.m);
    next.append('v', e.v);
  }
  return next;
}

export function sameFilters(a: FilterEntry[], b: FilterEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.s === b[i].s && e.m === b[i].m && e.v === b[i].v);
}

// Labels in form files are plain English default text used as i18n keys: a translated copy of the
// schema (titles, descriptions, choice titles) for rjsf.
import type { RJSFSchema } from '@rjsf/utils';

export function translateSchema<S extends object>(schema: S, t: (s: string) => string): S {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = (k === 'title' || k === 'description') && typeof v === 'string' ? t(v) : walk(v);
    }
    return out;
  };
  return walk(schema) as S;
}

export type { RJSFSchema };

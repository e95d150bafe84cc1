// Tiny structural checker for server replies: each rule returns the path of the first mismatch.
export type Check = (value: unknown, path: string) => string | null;

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const fail = (path: string, want: string, v: unknown) =>
  `${path} is ${describe(v)} (${JSON.stringify(v)?.slice(0, 40)}), expected ${want}`;

export const isNumber: Check = (v, p) =>
  typeof v === 'number' && Number.isFinite(v) ? null : fail(p, 'number', v);
export const isBoolean: Check = (v, p) => (typeof v === 'boolean' ? null : fail(p, 'boolean', v));
export const isString: Check = (v, p) => (typeof v === 'string' ? null : fail(p, 'string', v));
export const isObject: Check = (v, p) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? null : fail(p, 'object', v);

export const arrayOf =
  (item: Check): Check =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(p, 'array', v);
    for (let i = 0; i < v.length; i++) {
      const err = item(v[i], `${p}[${i}]`);
      if (err) return err;
    }
    return null;
  };

export const optional =
  (check: Check): Check =>
  (v, p) =>
    v === undefined || v === null ? null : check(v, p);

export const shape =
  (fields: Record<string, Check>): Check =>
  (v, p) => {
    const base = isObject(v, p);
    if (base) return base;
    const o = v as Record<string, unknown>;
    for (const [key, check] of Object.entries(fields)) {
      const err = check(o[key], p ? `${p}.${key}` : key);
      if (err) return err;
    }
    return null;
  };

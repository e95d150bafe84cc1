// `when` of a modal file: what the record (or the row) must hold for a notice, the form or an
// action to show. No subject yet (the record still loading) holds nothing.
import type { ModalCondition, ModalWhen } from './types';

/** The value at a dotted path (`data.status_name`), undefined when any step is missing. */
export function valueAt(subject: unknown, path: string): unknown {
  let v = subject;
  for (const key of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function test(c: ModalCondition, subject: unknown, now: number): boolean {
  const v = valueAt(subject, c.field);
  if ('equals' in c) return v === c.equals;
  if ('notEquals' in c) return v !== c.notEquals;
  const at = typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
  return !Number.isNaN(at) && at < now === c.past;
}

export function holds(when: ModalWhen | undefined, subject: unknown, now: number = Date.now()): boolean {
  if (!when) return true;
  if (subject === undefined) return false;
  return (Array.isArray(when) ? when : [when]).every((c) => test(c, subject, now));
}

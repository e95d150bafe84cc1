// `when` of a modal file: what the record (or the row) must hold for a notice, the form or an
// action to show. No subject yet (the record still loading) holds nothing.
import { whenHolds } from '../core/when';
import type { ModalWhen } from './types';

/** The value at a dotted path (`data.status_name`), undefined when any step is missing. */
export function valueAt(subject: unknown, path: string): unknown {
  let v = subject;
  for (const key of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

export function holds(when: ModalWhen | undefined, subject: unknown, now: number = Date.now()): boolean {
  if (!when) return true;
  if (subject === undefined) return false;
  return whenHolds(when, (path) => valueAt(subject, path), now);
}

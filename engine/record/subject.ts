// What a record file's paths and templates read: the reply (dotted paths), else the page's
// parameters (route params and merchant) for a name the reply does not have.
import { fillText } from '../format/fillText';
import { whenHolds } from '../core/when';
import { valueAt } from '../modal/conditions';
import type { RecordWhen } from './types';

export interface Subject {
  reply: unknown;
  page: Record<string, string | undefined>;
}

export function pick(subject: Subject, path: string): unknown {
  const v = valueAt(subject.reply, path);
  return v === undefined && !path.includes('.') ? subject.page[path] : v;
}

/** `{path}` and `{path|format}` filled; a missing value leaves '' (missing: whether any was missing). */
export const fill = (template: string, subject: Subject): { text: string; missing: boolean } =>
  fillText(template, (path) => pick(subject, path));

/** Call arguments of a record file (`{"id": "{id}"}`); undefined while any value is missing. */
export function fillArgs(
  args: Record<string, string> | undefined,
  subject: Subject,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, template] of Object.entries(args ?? {})) {
    const { text, missing } = fill(template, subject);
    if (missing) return undefined;
    out[name] = text;
  }
  return out;
}

/** A `when` of a record file on the reply; nothing holds while the reply loads. */
export function holds(when: RecordWhen | undefined, subject: Subject): boolean {
  if (!when) return true;
  if (subject.reply === undefined) return false;
  return whenHolds(when, (path) => pick(subject, path));
}

/** A flag of the reply (enabledIf / visibleIf) must be truthy, as a list row's. */
export const flagSet = (subject: Subject, path: string | undefined) =>
  path === undefined || Boolean(pick(subject, path));

// Path parameters of the calls a draft makes when it renders (a list's call, a form's loadEndpoint
// and choicesFrom calls): the merchant comes from the header, others (`{company}`, `{id}`) from the
// playground's parameters box. A call with a parameter still unknown is not made, since its 404
// would send the page to the error page.
import { ENDPOINT_META } from '../../engine';
import type { SchemaKind } from './schemaSources';

/** `company=3, id=12` (spaces or commas between pairs) -> {company: '3', id: '12'}. */
export function parseParams(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split(/[\s,]+/)) {
    const at = pair.indexOf('=');
    if (at > 0 && at < pair.length - 1) out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

function readCalls(kind: SchemaKind, def: unknown): string[] {
  const d = (def ?? {}) as Record<string, unknown>;
  if (kind === 'lists') return typeof d.endpoint === 'string' ? [d.endpoint] : [];
  if (kind !== 'forms') return [];
  const calls = typeof d.loadEndpoint === 'string' ? [d.loadEndpoint] : [];
  for (const ui of Object.values((d.uiSchema ?? {}) as Record<string, unknown>)) {
    const from = (ui as { 'ui:options'?: { choicesFrom?: { endpoint?: unknown } } } | null)?.['ui:options']?.choicesFrom?.endpoint;
    if (typeof from === 'string') calls.push(from);
  }
  return calls;
}

/** The path parameters those calls need that `known` lacks. */
export function missingParams(kind: SchemaKind, def: unknown, known: Record<string, string | undefined>): string[] {
  const names = readCalls(kind, def).flatMap((call) => [...(ENDPOINT_META[call]?.path ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  return [...new Set(names)].filter((name) => !known[name]);
}

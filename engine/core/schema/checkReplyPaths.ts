// Paths into a call's reply (a modal's record fields, their currencyField, the record's `when`
// conditions) name something the reply declares: its schema is read from the endpoint file
// through replySchema.ts. A reply still given as a type name is not checked. (That every `$ref` of
// an endpoint file resolves is the file's own check: checkEndpointRefs.ts.)
import { objects, type Json, type Refs } from './checkCrossRefsCorpus';
import { currencyMisfit, formatMisfit, kindAt } from './fieldMeaning';
import { replySchemaOf, schemaAtPath } from './replySchema';

/** The reply schema of call `<group>.<name>`, when its endpoint file declares one. */
export function replyOf(refs: Refs, callId: unknown): Json | undefined {
  if (typeof callId !== 'string') return undefined;
  const [group, name] = callId.split('.');
  return replySchemaOf(refs.endpointFile(group), name ?? '');
}

/** Refuses `path` (at `pointer`) when the reply of `callId` cannot have it. */
export function checkReplyPath(refs: Refs, reply: Json, callId: string, path: unknown, pointer: string): void {
  if (typeof path === 'string' && schemaAtPath(reply, path) === undefined) {
    refs.problem(pointer, `the reply of "${callId}" has no "${path}"`);
  }
}

/** A record shown from a GET call (`{endpoint, fields: [{name, format?, currencyField?}]}` at `at`):
 * every field and currency path is in the call's reply, the format fits the field and the currency
 * path names a currency (fieldMeaning.ts). */
export function checkRecordFields(record: Json, at: string, refs: Refs): void {
  const reply = replyOf(refs, record.endpoint);
  if (!reply) return;
  const call = String(record.endpoint);
  objects(record.fields).forEach((field, i) => {
    checkReplyPath(refs, reply, call, field.name, `${at}/fields/${i}/name`);
    checkReplyPath(refs, reply, call, field.currencyField, `${at}/fields/${i}/currencyField`);
    const misfit = formatMisfit(field.format, String(field.name), kindAt(reply, field.name));
    if (misfit) refs.problem(`${at}/fields/${i}/format`, misfit);
    const notCurrency = field.currencyField !== undefined && schemaAtPath(reply, String(field.currencyField)) !== undefined
      ? currencyMisfit(field.currencyField, kindAt(reply, field.currencyField)) : undefined;
    if (notCurrency) refs.problem(`${at}/fields/${i}/currencyField`, notCurrency);
  });
}

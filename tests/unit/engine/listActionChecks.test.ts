// List action keys of engine/list/ui/useActionRunner.ts checked by schemas:check: `toggles` (a
// boolean row field sent negated) only on a call, on a boolean of the list's rows; `initial` (a
// modal form's prefill) only on a modal, from a GET whose reply has each path.
import { describe, expect, it } from 'vitest';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { formatIssue } from '../../../engine/core/schema/issue';
import { listSchemaFiles, loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { screenIds } from '../../../scripts/schemas-check';

const LIST = 'schemas/lists/merchant_payment_methods.json';
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('toggled fields and initial values of list actions', () => {
  it('schemas:check refuses a toggled field the rows do not have as a boolean, or on a non-call action', () => {
    const files = new Map(listSchemaFiles().map((f) => [f, loadSchemaFile(f)]));
    const list = structuredClone(files.get(LIST)) as Loose;
    list.rowActions[0].toggles = 'state';
    list.rowActions[1].toggles = 'enabled';
    files.set(LIST, list);
    const issues = checkCrossRefs(files, screenIds()).map(formatIssue);
    expect(issues).toContain(`${LIST}#/rowActions/0/toggles: the rows of "merchantsettings.methods" have no boolean "state"`);
    expect(issues).toContain(`${LIST}#/rowActions/1/toggles: only a call action sends a toggled field`);
  });

  it('schemas:check refuses initial values on a non-modal action or at a path the call does not answer', () => {
    const files = new Map(listSchemaFiles().map((f) => [f, loadSchemaFile(f)]));
    const payments = 'schemas/lists/payments.json';
    const list = structuredClone(files.get(payments)) as Loose;
    const refund = list.rowActions.findIndex((a: Loose) => a.id === 'refund');
    list.rowActions[refund].initial.values.amount = 'max_amount';
    list.rowActions[0].initial = { values: { x: 'id' } };
    files.set(payments, list);
    const issues = checkCrossRefs(files, screenIds()).map(formatIssue);
    expect(issues).toContain(`${payments}#/rowActions/${refund}/initial/values/amount: the reply of "payments.refundInfo" has no "max_amount"`);
    expect(issues).toContain(`${payments}#/rowActions/0/initial: only a modal action has initial values`);
  });
});

describe('list actions that require edit', () => {
  it('schemas:check refuses `requires` on a list whose call declares no boolean can_edit', () => {
    const files = new Map(listSchemaFiles().map((f) => [f, loadSchemaFile(f)]));
    const moto = 'schemas/lists/moto.json';
    expect(checkCrossRefs(files, screenIds()).map(formatIssue).filter((i) => i.includes('can_edit'))).toEqual([]);
    const endpoints = structuredClone(files.get('schemas/endpoints/solutions.json')) as Loose;
    delete endpoints.definitions.ListReply.properties.can_edit;
    files.set('schemas/endpoints/solutions.json', endpoints);
    const issues = checkCrossRefs(files, screenIds()).map(formatIssue);
    expect(issues).toContain(`${moto}#/listActions/0/requires: the reply of "solutions.moto" declares no boolean "can_edit" (whether the caller may edit)`);
  });
});

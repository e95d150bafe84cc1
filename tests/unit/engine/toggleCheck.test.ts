// A list action's `toggles` (a boolean row field sent negated, engine/list/ui/useActionRunner.ts)
// is checked by schemas:check: only on a call, and the list's rows have it as a boolean.
import { describe, expect, it } from 'vitest';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { formatIssue } from '../../../engine/core/schema/issue';
import { listSchemaFiles, loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { screenIds } from '../../../scripts/schemas-check';

const LIST = 'schemas/lists/merchant_payment_methods.json';
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('toggled fields of list actions', () => {
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
});

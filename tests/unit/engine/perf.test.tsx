// @vitest-environment jsdom
// Per-keystroke cost on a large form (200 fields here to keep the suite quick; PERF_N=500 for the
// benchmark size): a keystroke re-renders only its own input; a commit (after the 300 ms pause or on
// blur) re-renders the changed widget only (memoised widgets), not all of them.
import { describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { renderUi } from './helpers/render';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import { createAjv } from '../../../engine/core/validation/createAjv';
import { textWidget } from '../../../engine/widgets/TextWidget';
import { memoWidget } from '../../../engine/widgets/memoWidget';
import { RANK, rankWith, isStringControl } from '../../../engine/core/testers';
import type { FormFile } from '../../../engine/core/schema';
import type { PrecompiledValidate } from '../../../engine/form/validateData';

const N = Number(process.env.PERF_N ?? 200);
const properties = Object.fromEntries(Array.from({ length: N }, (_, i) => [`f${i}`, { type: 'string' as const, title: `Field ${i}`, maxLength: 20 }]));
const form: FormFile = { id: 'bench', title: 'Bench', endpoint: 'account.feedback', schema: { type: 'object', required: ['f0'], properties } };
const validate = createAjv().compile(form.schema) as PrecompiledValidate;

let renders = 0;
const Inner = textWidget.component;
function Counting(props: WidgetProps) {
  renders++;
  return <Inner {...props} />;
}
const counting = { name: 'counting', tester: rankWith(RANK.SCREEN_OVERRIDE, isStringControl), component: memoWidget(Counting) };

describe('large form', () => {
  it('renders, and a keystroke touches one input only', async () => {
    const t0 = performance.now();
    renderUi(<SchemaFormView form={form} validate={validate} widgets={[counting]} submit={async () => ({ data: {} })} />);
    const initial = performance.now() - t0;
    expect(renders).toBe(N);
    const input = document.getElementById('root_f7') as HTMLInputElement;
    renders = 0;
    const t1 = performance.now();
    fireEvent.change(input, { target: { value: 'a' } });
    const keystroke = performance.now() - t1;
    expect(renders).toBe(0);
    renders = 0;
    const t2 = performance.now();
    await act(async () => {
      fireEvent.blur(input);
    });
    const commit = performance.now() - t2;
    expect(renders).toBeLessThanOrEqual(2);
    if (process.env.PERF_N) console.log(`${N} fields: first render ${initial.toFixed(0)} ms, keystroke ${keystroke.toFixed(1)} ms, commit ${commit.toFixed(0)} ms, widgets re-rendered on commit: ${renders}`);
  });
});

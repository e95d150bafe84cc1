// Keystroke timing of one form, ours (SchemaFormView) or stock (@rjsf/core Form with
// @rjsf/validator-ajv8), in the jsdom globals that tests/bench/form-keystroke.ts installed. Loaded
// through Vite's SSR module loader, so engine modules that use import.meta.glob work as in the app.
import { MantineProvider } from '@mantine/core';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { FormFile } from '../../../engine/core/schema';
import { createAjv } from '../../../engine/core/validation/createAjv';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import type { PrecompiledValidate } from '../../../engine/form/validateData';
import { spyAjv } from './ajvSpy';
import { median } from './stats';

export type Kind = 'ours' | 'stock';

export interface KeystrokeFigures {
  kind: Kind;
  fields: number;
  mountMs: number;
  /** Median ms from the input event until React committed (inside act). */
  keystrokeMs: number;
  /** Median ms of a blur after a keystroke: ours hands the typed value to the form there (or after a 300 ms pause); stock already did on the keystroke. */
  commitMs: number;
  /** Ajv.prototype.compile calls after mount, during the keystrokes and commits. */
  compileCalls: number;
  /** Schemas ajv actually compiled after mount (compile(), validate(schema), getSchema() all end there). */
  schemaCompilations: number;
}

export function benchSchema(fields: number): FormFile['schema'] {
  const properties = Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [
      `f${i}`,
      { type: 'string' as const, title: `Field ${i}`, maxLength: 40 },
    ]),
  );
  return { type: 'object', required: ['f0'], properties };
}

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: {} },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    react: { useSuspense: false },
  });

function Providers({ children }: { children: ReactElement }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>
  );
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function measureForm(
  kind: Kind,
  fields: number,
  keystrokes: number,
  warmup: number,
): Promise<KeystrokeFigures> {
  const schema = benchSchema(fields);
  let ui: ReactElement;
  if (kind === 'ours') {
    const form: FormFile = { id: 'bench', title: 'Bench', endpoint: 'account.feedback', schema };
    // The app ships this compiled ahead of time (scripts/gen-validators.ts); here it is compiled before mount.
    const validate = createAjv().compile(schema) as PrecompiledValidate;
    ui = <SchemaFormView form={form} validate={validate} hideTitle submit={async () => ({ data: {} })} />;
  } else {
    ui = <Form schema={schema as RJSFSchema} validator={validator} />;
  }

  const t0 = performance.now();
  await act(async () => {
    render(<Providers>{ui}</Providers>);
  });
  const mountMs = performance.now() - t0;
  await act(tick);

  const target = `root_f${Math.floor(fields / 2)}`;
  const input = document.getElementById(target) as HTMLInputElement | null;
  if (!input) throw new Error(`${kind} form with ${fields} fields has no input #${target}`);

  const spy = spyAjv();
  try {
    const times: number[] = [];
    for (let i = 0; i < warmup + keystrokes; i++) {
      const value = 'x'.repeat((i % 30) + 1);
      const start = performance.now();
      await act(async () => {
        fireEvent.change(input, { target: { value } });
      });
      if (i >= warmup) times.push(performance.now() - start);
    }
    if (input.value !== 'x'.repeat(((warmup + keystrokes - 1) % 30) + 1))
      throw new Error(`${kind}: the input did not take the typed value`);

    // A commit: one more keystroke, then blur (ours hands the value to the form there or after a pause).
    const commits: number[] = [];
    for (let i = 0; i < Math.max(3, Math.min(keystrokes, 10)); i++) {
      await act(async () => {
        fireEvent.change(input, { target: { value: `commit ${i}` } });
      });
      const start = performance.now();
      await act(async () => {
        fireEvent.blur(input);
      });
      commits.push(performance.now() - start);
    }
    return {
      kind,
      fields,
      mountMs,
      keystrokeMs: median(times),
      commitMs: median(commits),
      compileCalls: spy.count.compile,
      schemaCompilations: spy.count.compilations,
    };
  } finally {
    spy.stop();
    cleanup();
  }
}

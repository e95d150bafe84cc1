// The form keystroke bench page (tests/bench/form-keystroke.ts builds it for production and opens it in
// Chromium): `?kind=ours|stock|bare&fields=N` renders our engine's form (SchemaFormView, validator
// compiled before mount as the app ships it precompiled), stock @rjsf/core Form + @rjsf/validator-ajv8
// with liveValidate, on the same schema, or N bare labelled inputs without React (the browser's own
// cost of a keystroke: the floor under both forms). Each keydown (from its capture listener) is timed to the next paint: a requestAnimationFrame
// callback (before the frame that shows the keystroke) then a message task (after that frame is painted).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { FormFile } from '../../../engine/core/schema';
import { createAjv } from '../../../engine/core/validation/createAjv';
import { SchemaFormView } from '../../../engine/form/SchemaForm';
import type { PrecompiledValidate } from '../../../engine/form/validateData';
import { benchSchema } from './schema';

declare global {
  interface Window {
    /** Arms the timing of the next keydown; `keystroke` then resolves with ms from it to the next paint. */
    armKeystroke: () => void;
    keystroke: Promise<number>;
    benchReady: boolean;
  }
}

const params = new URLSearchParams(location.search);
const kind = params.get('kind') ?? 'ours';
const fields = Number(params.get('fields') ?? 10);
const schema = benchSchema(fields);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: {} },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  react: { useSuspense: false },
});

let resolveNext: ((ms: number) => void) | null = null;
window.armKeystroke = () => {
  window.keystroke = new Promise((resolve) => (resolveNext = resolve));
};
const channel = new MessageChannel();
let started = 0;
channel.port1.onmessage = () => {
  const resolve = resolveNext;
  resolveNext = null;
  resolve?.(performance.now() - started);
};
window.addEventListener(
  'keydown',
  () => {
    if (!resolveNext) return;
    // From the moment the page handles the key (the browser's input routing before it, the same for
    // both forms, is left out: on a busy machine it is mostly waiting for a CPU).
    started = performance.now();
    requestAnimationFrame(() => channel.port2.postMessage(null));
  },
  true,
);

function bareInputs(root: HTMLElement) {
  for (let i = 0; i < fields; i++) {
    const label = document.createElement('label');
    label.textContent = `Field ${i}`;
    const input = document.createElement('input');
    input.id = `root_f${i}`;
    input.maxLength = 40;
    label.append(input);
    root.append(label);
  }
}

function formOf(which: string) {
  if (which === 'stock') return <Form schema={schema as RJSFSchema} validator={validator} liveValidate />;
  const file: FormFile = { id: 'bench', title: 'Bench', endpoint: 'account.feedback', schema };
  const validate = createAjv().compile(schema) as PrecompiledValidate;
  return <SchemaFormView form={file} validate={validate} hideTitle submit={async () => ({ data: {} })} />;
}

const root = document.getElementById('root')!;
if (kind === 'bare') bareInputs(root);
else
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>{formOf(kind)}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
requestAnimationFrame(() => setTimeout(() => (window.benchReady = true)));

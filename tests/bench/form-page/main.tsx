// The form keystroke bench page (tests/bench/form-keystroke.ts builds it for production and opens it in
// Chromium): `?kind=ours|stock|bare&fields=N` renders our engine's form (SchemaFormView, validator
// compiled before mount as the app ships it precompiled), stock @rjsf/core Form + @rjsf/validator-ajv8
// with liveValidate, on the same schema, or N bare labelled inputs without React (the browser's own
// cost of a keystroke: the floor under both forms). Each keydown (from its capture listener) is timed to
// the next paint: a requestAnimationFrame callback (before the frame that shows the keystroke) posts a
// user-blocking task, which runs as soon as that frame is committed. (A plain message task, as before,
// also ran after tasks queued meanwhile that do not hold the frame back, e.g. the browser's editing
// follow-up with a forced layout and React's selectionchange: 0.4-2.5 ms more in a trace, at random.)
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
/** Chromium's task scheduler (the Prioritized Task Scheduling API; not in TypeScript's DOM types yet). */
declare const scheduler: { postTask: (task: () => void, options: { priority: 'user-blocking' }) => void };
let started = 0;
const frameDone = () => {
  const resolve = resolveNext;
  resolveNext = null;
  if (!resolve) return;
  // A user-timing measure too: a performance trace of the bench shows each timed keystroke.
  const end = performance.now();
  performance.measure('keystroke', { start: started, end });
  resolve(end - started);
};

window.addEventListener(
  'keydown',
  () => {
    if (!resolveNext) return;
    // From the moment the page handles the key (the browser's input routing before it, the same for
    // both forms, is left out: on a busy machine it is mostly waiting for a CPU).
    started = performance.now();
    requestAnimationFrame(() => scheduler.postTask(frameDone, { priority: 'user-blocking' }));
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

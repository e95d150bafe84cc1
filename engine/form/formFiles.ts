// Form files as the browser sees them: each form file and its precompiled validator is a chunk of
// its own, loaded when a SchemaForm first asks for it (the sign-in page loads the login form only,
// not every form of the app). The files are checked against the forms meta-schema when the bundle
// is built (`virtual:form-issues`, vite.config.ts), so the meta-schema validator is not shipped.
// A bad or missing file yields issues (SchemaForm shows them) instead of a crash.
import { issue, type SchemaIssue } from '../core/schema/issue';
import type { FormFile } from '../core/schema/formFile';
import FORM_ISSUES from 'virtual:form-issues';
import type { PrecompiledValidate } from './validateData';

export type LoadedForm =
  | { form: FormFile; validate: PrecompiledValidate; issues: [] }
  | { form: null; issues: SchemaIssue[] };

const FILES = import.meta.glob<unknown>('/schemas/forms/*.json', { import: 'default' });
const VALIDATORS = import.meta.glob<PrecompiledValidate>('/.generated/validators/forms/*.js', { import: 'default' });

const cache = new Map<string, LoadedForm>();
const pending = new Map<string, Promise<LoadedForm>>();

/** The form once loaded (loadForm resolved) or a problem known at once, else undefined. */
export function loadedForm(formId: string): LoadedForm | undefined {
  let known = cache.get(formId);
  if (!known && (known = problem(formId))) cache.set(formId, known);
  return known;
}

/** Loads a form file and its validator (once; a failed chunk request is tried again next time). */
export function loadForm(formId: string): Promise<LoadedForm> {
  const known = loadedForm(formId);
  if (known) return Promise.resolve(known);
  let running = pending.get(formId);
  if (!running) {
    running = read(formId).then(
      (loaded) => {
        cache.set(formId, loaded);
        pending.delete(formId);
        return loaded;
      },
      (e: unknown) => {
        pending.delete(formId);
        throw e;
      },
    );
    pending.set(formId, running);
  }
  return running;
}

/** Loads the given forms, or every form file (tests that render forms without waiting). */
export function preloadForms(formIds?: readonly string[]): Promise<LoadedForm[]> {
  const ids = formIds ?? Object.keys(FILES).map((p) => p.replace(/^.*\/|\.json$/g, ''));
  return Promise.all(ids.map(loadForm));
}

/** What is known without loading: a missing file, a file with issues or one without a validator. */
function problem(formId: string): LoadedForm | undefined {
  const path = `schemas/forms/${formId}.json`;
  if (!FILES[`/${path}`]) return { form: null, issues: [issue(path, '', 'no such form file')] };
  const issues = FORM_ISSUES[path];
  if (issues?.length) return { form: null, issues: [...issues] };
  if (!VALIDATORS[validatorPath(formId)]) return { form: null, issues: [issue(path, '', 'no precompiled validator (run npm run gen)')] };
  return undefined;
}

const validatorPath = (formId: string) => `/.generated/validators/forms/${formId}.js`;

async function read(formId: string): Promise<LoadedForm> {
  const [json, validate] = await Promise.all([FILES[`/schemas/forms/${formId}.json`](), VALIDATORS[validatorPath(formId)]()]);
  return { form: json as FormFile, validate, issues: [] };
}

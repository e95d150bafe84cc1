// @vitest-environment jsdom
// Form files load per form (their own chunks): the first SchemaForm of a form waits for them with a
// loader, later ones render at once. The test setup preloads every form; fresh modules here do not.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from './helpers/render';

async function fresh() {
  vi.resetModules();
  const files = await import('../../../engine/form/formFiles');
  const { SchemaForm } = await import('../../../engine/form/SchemaForm');
  return { ...files, SchemaForm };
}

describe('form files', () => {
  it('shows a loader until the form file and its validator arrive, then the form', async () => {
    const { SchemaForm, loadedForm } = await fresh();
    expect(loadedForm('login')).toBeUndefined();
    renderUi(<SchemaForm formId="login" submit={vi.fn()} />);
    expect(screen.getByTestId('schema-form-loading')).toBeTruthy();
    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(screen.queryByTestId('schema-form-loading')).toBeNull();
    expect(loadedForm('login')?.form?.id).toBe('login');
  });

  it('renders at once a form loaded before', async () => {
    const { SchemaForm, loadForm } = await fresh();
    await loadForm('login');
    renderUi(<SchemaForm formId="login" submit={vi.fn()} />);
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
  });

  it('loads each form once and gives a missing file as an issue', async () => {
    const { loadForm, preloadForms } = await fresh();
    const first = loadForm('otp');
    expect(loadForm('otp')).toBe(first);
    const loaded = await first;
    expect(loaded.form && typeof loaded.validate).toBe('function');
    expect(await loadForm('nope')).toEqual({
      form: null,
      issues: [{ file: 'schemas/forms/nope.json', pointer: '', reason: 'no such form file', severity: 'error' }],
    });
    expect((await preloadForms()).length).toBeGreaterThan(10);
  });
});

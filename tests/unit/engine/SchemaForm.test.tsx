// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { submit, typeInto } from './helpers/form';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { checkFormJson } from '../../../engine/form/checkFormJson';
import { SchemaProblem } from '../../../engine/form/SchemaProblem';

const alerts: string[] = [];
vi.mock('../../../engine/feedback/alerts', () => ({
  showAlert: ({ message }: { message: string }) => alerts.push(message),
}));

beforeEach(() => {
  alerts.length = 0;
});

describe('SchemaForm', () => {
  it('renders the login form fields', () => {
    renderUi(<SchemaForm formId="login" submit={vi.fn()} />);
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
  });

  it('shows the fields named in readonlyFields read-only (a list the server delivers), the others editable', async () => {
    renderUi(<SchemaForm formId="login" submit={vi.fn()} readonlyFields={['email']} />);
    const locked = (label: RegExp) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      return input.readOnly || input.disabled;
    };
    await waitFor(() => expect(locked(/Email/)).toBe(true));
    expect(locked(/Password/)).toBe(false);
  });

  it('checks every field on submit, focuses the first error and does not submit', async () => {
    const call = vi.fn<EndpointCaller>();
    renderUi(<SchemaForm formId="login" submit={call} />);
    await submit();
    expect(call).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByText('field is required')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_email'));
  });

  it('submits valid data to the endpoint of the form file', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: { state: 'ok' } });
    const onSuccess = vi.fn();
    renderUi(<SchemaForm formId="login" submit={call} onSuccess={onSuccess} />);
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'secret');
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledWith('account.login', { email: 'a@b.co', password: 'secret' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledWith({ state: 'ok' }, expect.anything());
  });

  it('shows a string error as a danger alert', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ error: { status: 400, data: { error: 'Please enter a correct email and password.' } } });
    renderUi(<SchemaForm formId="login" submit={call} />);
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    await waitFor(() => expect(alerts).toEqual(['Please enter a correct email and password.']));
  });

  it('marks visible fields from pairs and alerts invisible ones as field - message', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({
      error: { status: 400, data: { error: [['email', 'Already taken'], ['company', 'Bad company']] } },
    });
    renderUi(<SchemaForm formId="login" submit={call} />);
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    expect(await screen.findByText('Already taken')).toBeTruthy();
    expect(alerts).toEqual(['company - Bad company']);
  });

  it("reveals the one-time code on err_code 'otp required' and posts to the otp endpoint", async () => {
    const call = vi
      .fn<EndpointCaller>()
      .mockResolvedValueOnce({ error: { status: 400, data: { err_code: 'otp required', error: 'Enter the code' } } })
      .mockResolvedValueOnce({ data: {} });
    renderUi(<SchemaForm formId="reset_password" submit={call} extraData={{ token: 't1' }} />);
    expect(screen.queryByLabelText(/Code 1/)).toBeNull();
    typeInto(/^New password/, 'password1');
    typeInto(/Repeat password/, 'password1');
    await submit();
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('account.passwordReset', { password: 'password1', password2: 'password1', token: 't1' }));
    expect(await screen.findByLabelText(/Code 1/)).toBeTruthy();
    expect(screen.getByText('Enter the code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Code 1/), { target: { value: '123456' } });
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call).toHaveBeenLastCalledWith('account.passwordOtpReset', { password: 'password1', password2: 'password1', otp_pin: '123456', token: 't1' });
  });

  it('stops when the reply says auth false: the error pipeline signs out and goes to login (pipeline.test.ts)', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ error: { status: 400, data: { error: 'Sign in again', auth: false } } });
    const onError = vi.fn();
    renderUi(<SchemaForm formId="feedback" submit={call} onError={onError} />, { route: '/x' });
    await screen.findByLabelText(/Message/);
    typeInto(/Message/, 'hello there');
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/x');
  });

  it("takes '12,34' as an amount while typing (no error before the field is left) and sends 12.34", async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    renderUi(<SchemaForm formId="payment_capture" submit={call} initialData={{ id: 7, type: 'partial', currency: 'GEL' }} />);
    const amount = (await screen.findByLabelText(/Amount/)) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '12,34' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(screen.getByTestId('schema-form-submit').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('field must be amount')).toBeNull();
    expect(amount.value).toBe('12,34');
    await submit();
    // The capture asks first (form `confirm`), its summary in the locale's amount format.
    expect((await screen.findByTestId('form-confirm-text')).textContent).toBe('Capture 12.34 GEL of payment 7?');
    fireEvent.click(await screen.findByTestId('form-confirm-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('payments.capture', expect.objectContaining({ amount: '12.34' })));
  });

  it('the submit button turns green after a success and red after a failure, then back', async () => {
    const call = vi
      .fn<EndpointCaller>()
      .mockResolvedValueOnce({ error: { status: 400, data: { error: 'Please enter a correct email and password.' } } })
      .mockResolvedValueOnce({ data: { state: 'ok' } });
    renderUi(<SchemaForm formId="login" submit={call} />);
    const button = screen.getByTestId('schema-form-submit');
    expect(button.getAttribute('data-state')).toBe('idle');
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('error'));
    expect(button.getAttribute('style')).toContain('--mantine-color-red');
    await submit();
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('success'));
    expect(button.getAttribute('style')).toContain('--mantine-color-green');
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('idle'), { timeout: 3000 });
  });

  it('shows a visible placeholder naming the file for an unknown form', () => {
    renderUi(<SchemaForm formId="nope" />);
    expect(screen.getByTestId('schema-problem').textContent).toContain('schemas/forms/nope.json#: no such form file');
  });

  it('a bad form file becomes a visible placeholder naming file, pointer and reason (precompiled meta check)', () => {
    const bad = { id: 'x', title: 'X', endpoint: 'account.login', schema: { type: 'object', properties: { a: { type: 'string', format: 'emial' } } } };
    const loaded = checkFormJson('schemas/forms/x.json', bad);
    expect(loaded.form).toBeNull();
    renderUi(<SchemaProblem issues={loaded.issues} />);
    expect(screen.getByTestId('schema-problem').textContent).toContain('schemas/forms/x.json#/schema/properties/a/format: must be one of email');
  });
});

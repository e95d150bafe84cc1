// @vitest-environment jsdom
// The lite form renderer (engine/form/lite, the lean sign-in page): the same form file, validator
// messages, request and reply handling as SchemaForm, without rjsf.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { submit, typeInto } from './helpers/form';
import { CALLS as ACCOUNT } from '../../../.generated/api/calls/account';
import validateLogin from '../../../.generated/validators/forms/login.js';
import validateRegistration from '../../../.generated/validators/forms/registration.js';
import loginJson from '../../../schemas/forms/login.json';
import registrationJson from '../../../schemas/forms/registration.json';
import otpJson from '../../../schemas/forms/otp.json';
import type { FormFile } from '../../../engine/core/schema/formFile';
import { LiteForm } from '../../../engine/form/lite/LiteForm';
import { liteProblem } from '../../../engine/form/lite/liteSupport';
import type { LiteReply, LiteSubmitSetup } from '../../../engine/form/lite/submitLite';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const LOGIN = loginJson as FormFile;
const REGISTRATION = registrationJson as FormFile;
const same = (s: string) => s;

type Call = LiteSubmitSetup['call'];
const alerts: Array<[string, string]> = [];
const alert = (message: string, variant: string) => void alerts.push([message, variant]);

beforeEach(() => {
  alerts.length = 0;
});

function renderLogin(call: Call = vi.fn<Call>(), { onSuccess = vi.fn(), t = same }: { onSuccess?: LiteSubmitSetup['onSuccess']; t?: (s: string) => string } = {}) {
  renderUi(<LiteForm form={LOGIN} validate={validateLogin} t={t} calls={ACCOUNT} call={call} alert={alert} onSuccess={onSuccess} />);
  return { call, onSuccess };
}

const fieldError = (id: string) => document.getElementById(`${id}-error`);

describe('LiteForm', () => {
  it('renders the form file: labels, required, autocomplete, autofocus, the submit label', () => {
    renderLogin();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect([email.id, email.type, email.required, email.autocomplete]).toEqual(['root_email', 'email', true, 'username']);
    expect([password.id, password.type, password.required, password.autocomplete]).toEqual(['root_password', 'password', true, 'current-password']);
    expect(document.activeElement).toBe(email);
    expect(screen.getByTestId('schema-form-submit').textContent).toBe('Sign in');
  });

  it('a submit of empty fields shows every error (announced, tied to its input), focuses the first and calls nothing', async () => {
    const { call } = renderLogin();
    (screen.getByLabelText(/Password/) as HTMLInputElement).focus();
    await submit();
    expect(call).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByText('field is required')).toHaveLength(2));
    for (const id of ['root_email', 'root_password']) {
      const input = document.getElementById(id)!;
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(`${id}-error`);
      expect(fieldError(id)!.getAttribute('role')).toBe('alert');
    }
    await waitFor(() => expect(document.activeElement?.id).toBe('root_email'));
  });

  it('shows the messages SchemaForm shows for the same input (same validator, same rule texts)', async () => {
    const messages = async () => {
      typeInto(/Email/, 'not-an-email');
      typeInto(/Password/, 'x'.repeat(129));
      await waitFor(() => expect(fieldError('root_password')).toBeTruthy());
      return [fieldError('root_email')?.textContent, fieldError('root_password')?.textContent];
    };
    renderUi(<SchemaForm formId="login" submit={vi.fn<EndpointCaller>()} />);
    const full = await messages();
    cleanup();
    renderLogin();
    const lite = await messages();
    expect(full.every(Boolean)).toBe(true);
    expect(lite).toEqual(full);
  });

  it('a field the user has not left shows no error until the typing pauses', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a' } });
    expect(fieldError('root_email')).toBeNull();
    await waitFor(() => expect(fieldError('root_email')).toBeTruthy());
  });

  it("sends the form's fields (the email trimmed) to its endpoint and gives the reply to onSuccess", async () => {
    const call = vi.fn<Call>().mockResolvedValue({ ok: true, data: { state: 'ok' } });
    const { onSuccess } = renderLogin(call);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' a@b.co ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    await submit();
    expect(call).toHaveBeenCalledWith('account.login', { email: 'a@b.co', password: 'secret' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ state: 'ok' }, { email: 'a@b.co', password: 'secret' }));
    expect(alerts).toEqual([]);
  });

  it('a message without a field is a danger alert in the UI language; the button turns red; no onSuccess', async () => {
    const call = vi.fn<Call>().mockResolvedValue({ ok: false, data: { error: 'Please enter a correct email and password.' } });
    const t = (s: string) => (s === 'Please enter a correct email and password.' ? 'Введіть правильні дані' : s);
    const { onSuccess } = renderLogin(call, { t });
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    await waitFor(() => expect(alerts).toEqual([['Введіть правильні дані', 'danger']]));
    expect(screen.getByTestId('schema-form-submit').getAttribute('data-state')).toBe('error');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("server field errors: the form's field marked and focused, another field as 'field - message'; typing clears it", async () => {
    const call = vi.fn<Call>().mockResolvedValue({ ok: false, data: { error: [['password', 'Too weak'], ['company', 'Bad company']] } });
    renderLogin(call);
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    expect(await screen.findByText('Too weak')).toBeTruthy();
    expect(alerts).toEqual([['company - Bad company', 'danger']]);
    await waitFor(() => expect(document.activeElement?.id).toBe('root_password'));
    typeInto(/Password/, 'xy');
    await waitFor(() => expect(screen.queryByText('Too weak')).toBeNull());
  });

  it('a failed call with no reply leaves the form as it was (no alert, no onSuccess)', async () => {
    const call = vi.fn<Call>().mockResolvedValue({ ok: false, data: null } satisfies LiteReply);
    const { onSuccess } = renderLogin(call);
    typeInto(/Email/, 'a@b.co');
    typeInto(/Password/, 'x');
    await submit();
    expect(call).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("another flat form's own rules and texts: the registration form's match rule, labels translated", async () => {
    const t = (s: string) => ({ 'First name': "Ім'я", 'Repeat password': 'Повторіть пароль' })[s] ?? s;
    renderUi(<LiteForm form={REGISTRATION} validate={validateRegistration} t={t} calls={ACCOUNT} call={vi.fn<Call>()} alert={alert} />);
    expect(screen.getByLabelText(/Ім'я/)).toBeTruthy();
    typeInto(/^Password/, 'Secret-pass-1');
    typeInto(/Повторіть пароль/, 'Other-pass-1');
    await waitFor(() => expect(fieldError('root_password2')?.textContent).toBeTruthy());
  });
});

describe('liteProblem', () => {
  it('accepts the flat text forms (login, registration) whose endpoint the page can call', () => {
    expect(liteProblem(LOGIN, ACCOUNT)).toBeNull();
    expect(liteProblem(REGISTRATION, ACCOUNT)).toBeNull();
  });

  it('refuses what only the full engine does: other widgets, ui options, unknown calls, multipart, conditional parts', () => {
    expect(liteProblem(otpJson as FormFile, ACCOUNT)).toMatch(/otp/);
    expect(liteProblem(LOGIN, {})).toMatch(/account.login/);
    expect(liteProblem(LOGIN, { 'account.login': { method: 'POST', path: '/account/login/', multipart: true } })).toMatch(/multipart/);
    const conditional = { ...LOGIN, schema: { ...LOGIN.schema, if: { required: ['email'] }, then: { required: ['password'] } } } as FormFile;
    expect(liteProblem(conditional, ACCOUNT)).toMatch(/conditional/);
    expect(liteProblem({ ...LOGIN, loadEndpoint: 'account.checkAuth' }, ACCOUNT)).toMatch(/loadEndpoint/);
  });
});

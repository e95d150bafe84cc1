// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { decide } from '../../../engine/api/pipeline/decide';

describe('error pipeline decisions (spec 000 section 8)', () => {
  it.each([
    [200, { state: 'ok' }, 'success'],
    [200, null, 'success'],
    [401, { error: 'Authentication required' }, 'logout'],
    [400, { error: 'Session ended', auth: false }, 'logout'],
    [200, { auth: false }, 'logout'],
    [200, { auth: true }, 'success'],
    [403, { error: 'Permission denied' }, 'errorPage'],
    [404, { error: 'Not found' }, 'errorPage'],
    [500, null, 'errorPage'],
    [502, '<html>', 'errorPage'],
    [503, null, 'errorPage'],
    [0, undefined, 'ignore'],
    [400, { error: [['otp', 'Invalid code']] }, 'caller'],
    [400, { error: 'Please enter a correct email and password.' }, 'caller'],
    [400, { err_code: 'otp required', error: 'Enter the code' }, 'caller'],
    [400, null, 'caller'],
    [200, { error: 'Upload failed' }, 'caller'],
    [429, { error: 'Too many attempts. Try again in 30 seconds.' }, 'caller'],
    [409, { demo_mode: true, error: 'You are still in DEMO mode' }, 'demoMode'],
    [200, { demo_mode: true }, 'demoMode'],
    [409, null, 'alert'],
    [504, null, 'alert'],
    [418, 'teapot', 'alert'],
  ] as const)('%i %j -> %s', (status, data, decision) => {
    expect(decide(status, data)).toBe(decision);
  });

  it('a false demo_mode is not demo mode', () => {
    expect(decide(200, { demo_mode: false })).toBe('success');
  });
});

describe('what a failure shows (spec 000 section 8, spec 002 section 8)', () => {
  it('a reply saying auth false ends the session like a 401', async () => {
    const { applyPipeline } = await import('../../../engine/api/pipeline/applyPipeline');
    const { sessionExpired } = await import('../../../engine/api/pipeline/actions');
    const dispatch = vi.fn();
    applyPipeline(400, { error: 'Sign in again', auth: false }, { dispatch });
    expect(dispatch).toHaveBeenCalledWith(sessionExpired());
  });

  it('lists and records: no reply (status 0) is no error; other failures read the screen text, never a status', async () => {
    const { errorMessage } = await import('../../../engine/list/api/errorMessage');
    expect(errorMessage({ status: 0, data: undefined })).toBeNull();
    expect(errorMessage({ status: 418, data: 'teapot' })).toBe('Something bad happened');
    expect(errorMessage({ status: 429, data: { error: 'Too many attempts. Try again in 3 seconds.' } })).toBe('Too many attempts. Try again in 3 seconds.');
    expect(errorMessage({ name: 'Error', message: "The response to 'x' must be { data: object[] }" })).toBe("The response to 'x' must be { data: object[] }");
  });

  it("while a screen names its failure text (the permissions tab's 'Unexpected error') failures read it, until it unmounts", async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useFailureMessage, failureText } = await import('../../../engine/feedback/failureMessage');
    const { errorMessage } = await import('../../../engine/list/api/errorMessage');
    const screen = renderHook(() => useFailureMessage('Unexpected error', 'settings'));
    expect(failureText()).toEqual({ message: 'Unexpected error', ns: 'settings' });
    expect(errorMessage({ status: 418, data: null })).toBe('Unexpected error');
    expect(errorMessage({ status: 400, data: { error: 'Choose at least one privilege' } })).toBe('Choose at least one privilege');
    screen.unmount();
    expect(failureText('Request error').message).toBe('Request error');
    expect(errorMessage({ status: 418, data: null })).toBe('Something bad happened');
  });
});

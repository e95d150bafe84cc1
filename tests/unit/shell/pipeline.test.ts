import { describe, expect, it } from 'vitest';
import { decide } from '../../../engine/api/pipeline/decide';

describe('error pipeline decisions (spec 000 section 8)', () => {
  it.each([
    [200, { state: 'ok' }, 'success'],
    [200, null, 'success'],
    [401, { error: 'Authentication required' }, 'logout'],
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

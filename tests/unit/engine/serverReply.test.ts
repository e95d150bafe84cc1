import { describe, expect, it } from 'vitest';
import { readReply } from '../../../engine/form/serverReply';
import { safeRedirect } from '../../../engine/core/navigation/safeRedirect';

const visible = (f: string) => ['email', 'password'].includes(f);

describe('readReply (spec 000 section 8)', () => {
  it('a message is a danger alert', () => {
    expect(readReply({ error: 'Bad' }, visible)).toMatchObject({ ok: false, alerts: ['Bad'], fieldErrors: {} });
  });
  it('pairs mark visible fields; invisible ones are field - message alerts', () => {
    expect(readReply({ error: [['email', 'Taken'], ['iban', 'Wrong']] }, visible)).toMatchObject({ fieldErrors: { email: 'Taken' }, alerts: ['iban - Wrong'] });
  });
  it("err_code 'otp required' reveals the code field and puts the message on it", () => {
    expect(readReply({ err_code: 'otp required', error: 'Code?' }, visible, () => 'otp_pin')).toMatchObject({ reveal: ['otp required'], fieldErrors: { otp_pin: 'Code?' }, alerts: [] });
  });
  it('auth false goes to login; redirect is kept', () => {
    expect(readReply({ error: 'x', auth: false }, visible).toLogin).toBe(true);
    expect(readReply({ redirect: '/onboarding' }, visible)).toMatchObject({ ok: true, redirect: '/onboarding' });
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin paths and drops the rest', () => {
    expect(safeRedirect('/transactions?x=1', 'https://portal.test')).toBe('/transactions?x=1');
    expect(safeRedirect('https://portal.test/a', 'https://portal.test')).toBe('/a');
    expect(safeRedirect('https://evil.test/a', 'https://portal.test')).toBe('/');
    expect(safeRedirect('//evil.test', 'https://portal.test')).toBe('/');
    expect(safeRedirect('javascript:alert(1)', 'https://portal.test')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

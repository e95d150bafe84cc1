import { describe, expect, it } from 'vitest';
import type { CheckAuthReply } from '../../../.generated/api/replies';
import { ACCESS, type AccessContext } from '../../../src/router/access';

const signedIn: CheckAuthReply = { state: 'ok' };
const visitor: CheckAuthReply = { state: 'no' };

function context(address: string, auth: CheckAuthReply | undefined, hasMultiparty = false, hasMoto = false): AccessContext {
  return { auth, url: new URL(address, 'https://portal.example'), hasMultiparty: async () => hasMultiparty, hasMoto: async () => hasMoto };
}

describe('signed-in guard', () => {
  it('sends a visitor to the login page with the address to return to', async () => {
    expect(await ACCESS.user(context('/reports/special/list?x=1', visitor))).toBe('/account/login?next=%2Freports%2Fspecial%2Flist%3Fx%3D1');
    expect(await ACCESS.user(context('/', undefined))).toBe('/account/login?next=%2F');
  });

  it('lets a signed-in user through', async () => {
    expect(await ACCESS.user(context('/settings/merchants/list', signedIn))).toBeUndefined();
  });

  it('treats a pending two-step code as not signed in', async () => {
    expect(await ACCESS.user(context('/', { state: 'need mfa' }))).toBe('/account/login?next=%2F');
  });
});

describe('visitor-only pages (login, registration)', () => {
  it('stay open to visitors', async () => {
    expect(await ACCESS.visitor(context('/account/login?next=/x', visitor))).toBeUndefined();
  });

  it('send a signed-in user to the next address on our own origin', async () => {
    expect(await ACCESS.visitor(context('/account/login?next=%2Freports%2Fspecial%3Fa%3D1', signedIn))).toBe('/reports/special?a=1');
    expect(await ACCESS.visitor(context('/account/login?next=https%3A%2F%2Fportal.example%2Fsettings', signedIn))).toBe('/settings');
    expect(await ACCESS.visitor(context('/account/login', signedIn))).toBe('/');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://portal.example/x'])(
    'refuse a next that leaves our origin: %s',
    async (next) => {
      expect(await ACCESS.visitor(context(`/account/login?next=${encodeURIComponent(next)}`, signedIn))).toBe('/');
    },
  );

  it('show the two-step code page when a code is needed', async () => {
    expect(await ACCESS.visitor(context('/account/login?next=%2Fx', { state: 'need mfa' }))).toBe('/account/otp?next=%2Fx');
  });
});

describe('multiparty routes', () => {
  it('go to /multiparty-payments/empty without a multiparty merchant', async () => {
    expect(await ACCESS.multiparty(context('/multiparty-payments/balances', signedIn, false))).toBe('/multiparty-payments/empty');
    expect(await ACCESS.multiparty(context('/multiparty-payments/balances', signedIn, true))).toBeUndefined();
  });

  it('leave /multiparty-payments/empty when one exists', async () => {
    expect(await ACCESS['multiparty-empty'](context('/multiparty-payments/empty', signedIn, true))).toBe('/multiparty-payments');
    expect(await ACCESS['multiparty-empty'](context('/multiparty-payments/empty', signedIn, false))).toBeUndefined();
  });

  it('still need a signed-in user', async () => {
    expect(await ACCESS.multiparty(context('/multiparty-payments/balances', visitor, true))).toMatch(/^\/account\/login\?next=/);
  });
});

describe('MO/TO guards', () => {
  it('shows the terminal to a user with a MO/TO merchant and the welcome page to one without', async () => {
    expect(await ACCESS.moto(context('/solutions/terminal/moto', signedIn, false, true))).toBeUndefined();
    expect(await ACCESS.moto(context('/solutions/terminal/moto', signedIn, false, false))).toBe('/solutions/terminal/moto/welcome');
    expect(await ACCESS['moto-empty'](context('/solutions/terminal/moto/welcome', signedIn, false, true))).toBe('/solutions/terminal/moto');
    expect(await ACCESS['moto-empty'](context('/solutions/terminal/moto/welcome', signedIn, false, false))).toBeUndefined();
  });
});

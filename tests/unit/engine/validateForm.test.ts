// validateForm: what the server runs on request bodies (Node, no DOM).
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../engine/core/validation';

describe('validateForm', () => {
  it('accepts a valid login body', () => {
    expect(validateForm('login', { email: 'a@b.co', password: 'x' })).toEqual([]);
  });

  it('returns [field, message] pairs with the spec wording', () => {
    expect(validateForm('login', { email: 'nope' })).toEqual([
      ['password', 'field is required'],
      ['email', 'Enter a valid email address'],
    ]);
    expect(validateForm('registration', { email: 'a@b.co', password: 'password1', password2: 'password2', first_name: 'A', last_name: 'B' })).toEqual([
      ['password2', 'fields must match'],
    ]);
    expect(validateForm('otp', { otp: '12345' })).toEqual([['otp', 'value is to short']]);
    expect(validateForm('personal', { first_name: 'A', last_name: 'B', lang: 'xx', phone: '12' })).toEqual([
      ['lang', 'field is required'],
      ['phone', 'Enter a valid phone'],
    ]);
  });

  it('treats empty strings as missing', () => {
    expect(validateForm('forgot_password', { email: '' })).toEqual([['email', 'field is required']]);
  });

  it('rejects a body that is not an object', () => {
    expect(validateForm('login', null)).toEqual([['', 'field is required']]);
  });

  it('throws on an unknown form id', () => {
    expect(() => validateForm('../etc', {})).toThrow(/bad form id/);
    expect(() => validateForm('no_such_form', {})).toThrow();
  });
});

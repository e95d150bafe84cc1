// One test per rule of spec 000 section 5: what passes, what fails, and the exact message.
import { describe, expect, it } from 'vitest';
import { countrySpecs } from 'ibantools';
import { createAjv, errorsToPairs, pruneEmpty } from '../../../../engine/core/validation';
import { RULES, formatMessage } from '../../../../engine/core/rules';
import { IBAN_LENGTHS } from '../../../../engine/core/rules/ibanLengths';
import { ibanMod97, isIban } from '../../../../engine/core/rules/iban';
import { isEmailList } from '../../../../engine/core/rules/email';

const ajv = createAjv();

/** Messages for one value of a field `f` with the given schema (required when `req`). */
function check(field: object, value: unknown, req = false, extra: Record<string, unknown> = {}): string[] {
  const validate = ajv.compile({ type: 'object', required: req ? ['f'] : [], properties: { f: field, other: {} } });
  validate(pruneEmpty({ f: value, ...extra }));
  return errorsToPairs(validate.errors).map(([, m]) => m);
}
const ok = (field: object, value: unknown, extra?: Record<string, unknown>) => expect(check(field, value, false, extra)).toEqual([]);

describe('rules of spec 000 section 5', () => {
  it('required: value present (selects: non-empty value) -> field is required', () => {
    expect(check({ type: 'string' }, undefined, true)).toEqual(['field is required']);
    expect(check({ type: 'string' }, '', true)).toEqual(['field is required']);
    expect(check({ type: 'array', items: { type: 'string' } }, [], true)).toEqual(['field is required']);
    expect(check({ type: 'string', enum: ['a', 'b'] }, 'x', true)).toEqual(['field is required']);
    expect(check({ type: 'string' }, 'x', true)).toEqual([]);
  });

  it('pattern -> field must match pattern', () => {
    expect(check({ type: 'string', pattern: '^[a-z]+$' }, 'A1')).toEqual(['field must match pattern']);
    ok({ type: 'string', pattern: '^[a-z]+$' }, 'abc');
  });

  it('minlength -> value is to short', () => {
    expect(check({ type: 'string', minLength: 3 }, 'ab')).toEqual(['value is to short']);
    ok({ type: 'string', minLength: 3 }, 'abc');
  });

  it('maxlength -> value is to long', () => {
    expect(check({ type: 'string', maxLength: 3 }, 'abcd')).toEqual(['value is to long']);
    ok({ type: 'string', maxLength: 3 }, 'abc');
  });

  it('match: both fields non-empty and equal -> fields must match', () => {
    expect(check({ type: 'string', match: 'other' }, 'a', false, { other: 'b' })).toEqual(['fields must match']);
    expect(check({ type: 'string', match: 'other' }, 'a')).toEqual(['fields must match']);
    ok({ type: 'string', match: 'other' }, 'a', { other: 'a' });
  });

  it('max -> field is greater than {0}', () => {
    expect(check({ type: 'number', maximum: 10 }, 11)).toEqual(['field is greater than 10']);
    ok({ type: 'number', maximum: 10 }, 10);
  });

  it('min -> field is lower than {0}', () => {
    expect(check({ type: 'number', minimum: 1 }, 0)).toEqual(['field is lower than 1']);
    ok({ type: 'number', minimum: 1 }, 1);
  });

  it('decimal: optional minus, digits, optional point -> field must be numeric', () => {
    for (const v of ['1', '-12', '3.25', '-0.5']) ok({ type: 'string', format: 'decimal' }, v);
    for (const v of ['a', '1,5', '--1', '.5']) expect(check({ type: 'string', format: 'decimal' }, v)).toEqual(['field must be numeric']);
  });

  it('amount: up to 17 integer digits, optional up to 2 decimals -> field must be amount', () => {
    for (const v of ['0', '12.5', '12.50', '9'.repeat(17)]) ok({ type: 'string', format: 'amount' }, v);
    for (const v of ['1.234', '9'.repeat(18), '-1', 'x']) expect(check({ type: 'string', format: 'amount' }, v)).toEqual(['field must be amount']);
  });

  it('number: digits only -> field must be number', () => {
    ok({ type: 'string', format: 'number' }, '0123');
    for (const v of ['1.5', '-1', '1a']) expect(check({ type: 'string', format: 'number' }, v)).toEqual(['field must be number']);
  });

  it('numrange: between two bounds, comma decimal accepted -> field must be between {0} and {1}', () => {
    for (const v of ['1', '2,5', '10', 5]) ok({ type: ['string', 'number'], numrange: [1, 10] }, v);
    for (const v of ['0,99', '10.01', 'x', 11]) {
      expect(check({ type: ['string', 'number'], numrange: [1, 10] }, v)).toEqual(['field must be between 1 and 10']);
    }
  });

  it('email: one value, or several split by a separator -> Enter a valid email address', () => {
    ok({ type: 'string', format: 'email' }, 'john.doe+x@mail.example.com');
    for (const v of ['john', 'a@b', 'a@b.c', 'a b@c.de', 'a@-b.de']) {
      expect(check({ type: 'string', format: 'email' }, v)).toEqual(['Enter a valid email address']);
    }
    ok({ type: 'string', format: 'emails' }, 'a@b.co, c@d.org;e@f.net');
    expect(isEmailList('a@b.co, c@d')).toBe(false);
    expect(check({ type: 'string', format: 'emails' }, 'a@b.co, nope')).toEqual(['Enter a valid email address']);
  });

  it('url: http or https required -> Enter a valid url', () => {
    ok({ type: 'string', format: 'url' }, 'https://shop.example.com/a?b=1');
    ok({ type: 'string', format: 'url' }, 'http://x.io');
    ok({ type: 'string', format: 'url' }, 'https://shop.example.com:8443/pay#top');
    for (const v of ['shop.example.com', 'ftp://x.io', 'https://', 'https://a b', 'https://ftp://x', 'https://javascript:alert(1)', 'https://u:p@x.io']) {
      expect(check({ type: 'string', format: 'url' }, v)).toEqual(['Enter a valid url']);
    }
  });

  it('phone: optional plus, 7 to 14 digits -> Enter a valid phone', () => {
    for (const v of ['+380501234567', '1234567', '12345678901234']) ok({ type: 'string', format: 'phone' }, v);
    for (const v of ['123456', '123456789012345', '+38 050', '++1234567']) {
      expect(check({ type: 'string', format: 'phone' }, v)).toEqual(['Enter a valid phone']);
    }
  });

  it('iban: country code, length per country, mod-97 equals 1 -> Enter a valid IBAN', () => {
    for (const v of ['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000', 'UA213223130000026007233566001', 'GE29NB0000000101904917']) {
      ok({ type: 'string', format: 'iban' }, v);
    }
    for (const v of ['GB82WEST12345698765433', 'DE8937040044053201300', 'XX89370400440532013000', 'DE89370400440532013000X']) {
      expect(check({ type: 'string', format: 'iban' }, v)).toEqual(['Enter a valid IBAN']);
    }
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
    expect(isIban('gb82west12345698765432')).toBe(true);
  });

  it('the IBAN length table is the one of ibantools', () => {
    const fromLib = Object.fromEntries(
      Object.entries(countrySpecs)
        .filter(([, s]) => s.chars)
        .map(([c, s]) => [c, s.chars]),
    );
    expect(IBAN_LENGTHS).toEqual(fromLib);
  });

  it('formats {0} and {1}', () => {
    expect(formatMessage('field must be between {0} and {1}', [1, '2'])).toBe('field must be between 1 and 2');
    expect(formatMessage('field is lower than {0}')).toBe('field is lower than {0}');
  });

  it('every message of the spec table is in the registry, word for word', () => {
    const messages = new Set(RULES.map((r) => r.message));
    for (const m of [
      'field is required',
      'field must match pattern',
      'value is to short',
      'value is to long',
      'fields must match',
      'field is greater than {0}',
      'field is lower than {0}',
      'field must be numeric',
      'field must be amount',
      'field must be number',
      'field must be between {0} and {1}',
      'Enter a valid email address',
      'Enter a valid url',
      'Enter a valid phone',
      'Enter a valid IBAN',
    ]) {
      expect(messages.has(m), m).toBe(true);
    }
  });
});

// The payer's submitted checkout form, checked: the amount (when the order leaves it to the payer),
// an optional e-mail, the payable's custom fields and the card. Messages are the spec's generic rule
// messages where one fits. The card number and CVV never go back into `values` (never echoed). A card
// number typed into a custom field or the reference is kept masked (BIN and last four): the payment
// stores them and its callbacks carry them.
import type { Card } from '../acquirer/acquirer.ts';
import { cardNumberDigits, cvvValid, expired, parseExpiry } from '../acquirer/card.ts';
import { parseAmount } from '../payments/money.ts';
import { maskCardNumbers } from '../security/card-mask.ts';
import type { CheckoutField, CheckoutOrder } from './source.ts';

export type PayerForm = Record<string, string>;
/** reference: the payer's own reference for the payment, prefilled from the checkout URL (?reference=). */
export type Payer = { amount: number; email: string | null; reference: string | null; fields: Record<string, string>; card: Card };
export type Checked = { ok: true; payer: Payer } | { ok: false; errors: Record<string, string>; values: PayerForm };

/** A typed custom field value is at most this long (it is matched against the merchant's pattern). */
export const MAX_FIELD_LENGTH = 255;
const MAX_AMOUNT = 99_999_999_999_99;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const REFERENCE = /^[\x20-\x7e]{1,64}$/;

/** A prefilled reference worth keeping (printable ASCII, at most 64), else null. */
export const referenceOf = (text: unknown) => (typeof text === 'string' && REFERENCE.test(text.trim()) ? text.trim() : null);

/** A prefilled amount (decimal string) for an order without one, else null. */
export function prefilledAmount(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const minor = parseAmount(text.trim());
  return minor !== null && minor > 0 && minor <= MAX_AMOUNT ? text.trim() : null;
}

/** Form input name of the n-th custom field (merchant names could collide with the card inputs). */
export const fieldInput = (index: number) => `cf_${index}`;

/** A merchant's pattern, whole-value like the HTML pattern attribute; a broken one checks nothing. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

function fieldError(field: CheckoutField, value: string): string | null {
  if (value === '') return field.required ? 'field is required' : null;
  if (value.length > Math.min(field.maxLength ?? MAX_FIELD_LENGTH, MAX_FIELD_LENGTH)) return 'value is to long';
  if (field.minLength !== undefined && value.length < field.minLength) return 'value is to short';
  return field.pattern && !matches(field.pattern, value) ? 'field must match pattern' : null;
}

/** A field the payer cannot change carries the payable's own value. */
export const fixedValue = (field: CheckoutField) => (field.hidden || field.readonly ? field.value ?? '' : null);

/** Urlencoded form text to its first value per name. */
export function parseFormBody(text: string): PayerForm {
  const form: PayerForm = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in form)) form[name] = value;
  return form;
}

export function checkPayerForm(form: PayerForm, order: CheckoutOrder, now = new Date()): Checked {
  const text = (name: string) => (form[name] ?? '').trim();
  const errors: Record<string, string> = {};
  const values: PayerForm = {};

  let amount = order.amount ?? 0;
  if (order.amount === null) {
    values.amount = text('amount');
    const parsed = parseAmount(values.amount);
    if (values.amount === '') errors.amount = 'field is required';
    else if (parsed === null || parsed > MAX_AMOUNT) errors.amount = 'field must be amount';
    else if (parsed === 0) errors.amount = 'field is greater than 0';
    else amount = parsed;
  }

  const reference = referenceOf(form.reference);
  if (reference) values.reference = reference;
  values.email = text('email');
  if (values.email.length > 254 || (values.email !== '' && !EMAIL.test(values.email))) errors.email = 'Enter a valid email address';

  const fields: Record<string, string> = {};
  order.fields.forEach((field, i) => {
    const fixed = fixedValue(field);
    const value = fixed ?? text(fieldInput(i));
    values[fieldInput(i)] = value.slice(0, MAX_FIELD_LENGTH);
    const error = fixed === null ? fieldError(field, value) : null;
    if (error) errors[fieldInput(i)] = error;
    else if (value !== '') fields[field.name] = maskCardNumbers(value);
  });

  const number = cardNumberDigits(text('card_number'));
  if (text('card_number') === '') errors.card_number = 'field is required';
  else if (number === null) errors.card_number = 'Enter a valid card number';

  values.card_exp = text('card_exp');
  const expiry = parseExpiry(values.card_exp);
  if (values.card_exp === '') errors.card_exp = 'field is required';
  else if (expiry === null) errors.card_exp = 'Enter the expiry date as MM/YY';
  else if (expired(expiry, now)) errors.card_exp = 'The card has expired';

  const cvv = text('card_cvv');
  if (cvv === '') errors.card_cvv = 'field is required';
  else if (!cvvValid(cvv)) errors.card_cvv = 'Enter the 3 or 4 digit CVV';

  if (Object.keys(errors).length || number === null || expiry === null) return { ok: false, errors, values };
  const payerReference = reference === null ? null : maskCardNumbers(reference);
  return { ok: true, payer: { amount, email: values.email || null, reference: payerReference, fields, card: { number, ...expiry, cvv } } };
}

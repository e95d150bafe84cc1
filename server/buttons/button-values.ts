// A button's form values (schemas/forms/button.json) <-> its row. The form file is the one list of
// fields: the server validates with it and stores every other value in settings.values; only what
// the list, the checkout and the embed code read has a column (amount in minor units).
import { randomBytes } from 'node:crypto';
import { validateForm } from '../../engine/core/validation/index.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { badRequest } from '../http/errors.ts';
import { formatAmount, parseAmount } from '../payments/money.ts';
import { maskFreeText } from '../security/free-text.ts';
import { choiceProblems } from './choices.ts';
import { checkAppearance, DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import type { ButtonRow } from './tables.ts';

/** Values with a column of their own, or that name the button (never stored in settings.values). */
const COLUMNS = new Set(['id', 'merchant', 'name', 'amount', 'currency', 'button_type', 'design_id', 'expire']);
const DATES = ['expire', 'recurring_start_time', 'recurring_end_time'] as const;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Custom field validation templates (spec 001 s.5); the phone template has an empty pattern. */
export const TEMPLATE_PATTERNS: Readonly<Record<string, string>> = {
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  url: '^https?://\\S+$',
  numeric: '^\\d+$',
  decimal: '^-?\\d+\\.?\\d*$',
  phone: '',
};

/** n random characters of [A-Za-z0-9] (rejection sampling keeps them uniform). */
export function randomAlias(n = 16): string {
  let out = '';
  while (out.length < n) {
    for (const byte of randomBytes(n * 2)) {
      if (byte < 248 && out.length < n) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export type ButtonInput = {
  name: string;
  amount: number | null;
  currency: string;
  button_type: 'purchase' | 'recurring';
  design_id: number | null;
  expire: string | null;
  values: Record<string, unknown>;
  appearance: Appearance;
};

/** The request body as values: the spec's `{expire, data: "<the button as JSON>"}` or the form's values
 *  (the hook of server/http/free-text-bodies.ts masked card numbers in the latter; the JSON is masked here). */
function bodyValues(body: unknown): Record<string, unknown> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.data !== 'string') return { ...b };
  // The spec's shape is these two keys only (the call's alsoInput in schemas/endpoints/buttons.json).
  const extra = Object.keys(b).find((key) => key !== 'data' && key !== 'expire');
  if (extra !== undefined) throw badRequest([[extra, NOT_IN_FORM]]);
  let data: unknown;
  try {
    data = JSON.parse(b.data);
  } catch {
    throw badRequest([['data', 'Enter a valid value']]);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest([['data', 'Enter a valid value']]);
  return { ...maskFreeText('button', data as Record<string, unknown>), ...(b.expire !== undefined ? { expire: b.expire } : {}) };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Checks a create/edit body against the form file and the rules the form cannot say; 400 lists every problem. */
export function readButton(body: unknown, currencies: readonly string[], base: Appearance = DEFAULT_APPEARANCE): ButtonInput {
  const all = bodyValues(body);
  const appearance = checkAppearance(all.appearance, base);
  delete all.appearance;
  const errors: Array<[string, string]> = validateForm('button', all);
  for (const problem of choiceProblems(all, currencies)) if (!errors.some(([f]) => f === problem[0])) errors.push(problem);
  const today = todayUtc();
  for (const field of DATES) {
    const v = all[field];
    if (typeof v === 'string' && v !== '' && v < today && !errors.some(([f]) => f === field)) errors.push([field, `field is lower than ${today}`]);
  }
  if (!errors.some(([f]) => f === 'currency') && !currencies.includes(String(all.currency ?? ''))) errors.push(['currency', 'field is required']);
  const amountText = all.amount === undefined || all.amount === null || all.amount === '' ? null : String(all.amount);
  const amount = amountText === null ? null : parseAmount(amountText);
  if (amountText !== null && amount === null && !errors.some(([f]) => f === 'amount')) errors.push(['amount', 'field must be amount']);
  if (errors.length > 0) throw badRequest(errors);

  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(all)) if (!COLUMNS.has(k) && v !== undefined && v !== null && v !== '') values[k] = v;
  if (Array.isArray(values.custom_fields)) {
    values.custom_fields = (values.custom_fields as Array<Record<string, unknown>>).map((f) => ({ ...f, pattern: TEMPLATE_PATTERNS[String(f.template ?? '')] ?? '' }));
  }
  if (Array.isArray(values.server_callbacks)) {
    values.server_callbacks = (values.server_callbacks as Array<Record<string, unknown>>).map((c) => ({
      ...c, alias: typeof c.alias === 'string' && /^[a-z]+_[A-Za-z0-9]{8}$/.test(c.alias) ? c.alias : `${String(c.callback_type ?? 'order')}_${randomAlias(8)}`,
    }));
  }
  const design = typeof all.design_id === 'string' && all.design_id !== '' ? Number(all.design_id) : null;
  return {
    name: String(all.name),
    amount,
    currency: String(all.currency),
    button_type: all.button_type === 'recurring' ? 'recurring' : 'purchase',
    design_id: design !== null && Number.isSafeInteger(design) && design <= 2_147_483_647 ? design : null,
    expire: typeof all.expire === 'string' && all.expire !== '' ? all.expire : null,
    values,
    appearance,
  };
}

const dayOf = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** The hosted checkout's address of a button on the portal's origin. */
export const buttonUrl = (publicUrl: string, alias: string) => `${publicUrl}/checkout/button/${alias}`;

/** The form's values and what the details page shows: the info reply. */
export function buttonReply(row: ButtonRow, merchantName: string, publicUrl: string, canEdit: boolean) {
  const expire = dayOf(row.expire);
  return {
    ...row.settings.values,
    id: row.id,
    merchant: row.merchant_id,
    merchant_name: merchantName,
    alias: row.alias,
    name: row.name,
    amount: row.amount === null ? null : formatAmount(Number(row.amount)),
    currency: row.currency,
    button_type: row.button_type,
    design_id: row.design_id === null ? undefined : String(row.design_id),
    expire: expire ?? undefined,
    enabled: row.enabled,
    expired: expire !== null && expire < todayUtc(),
    button_url: buttonUrl(publicUrl, row.alias),
    host: publicUrl,
    checkout_version: '2.0',
    token: row.alias,
    can_edit: canEdit,
    appearance: { ...DEFAULT_APPEARANCE, ...row.settings.appearance },
  };
}

/** Columns of a row for an insert or update. */
export const rowValues = (input: ButtonInput) => ({
  name: input.name,
  amount: input.amount,
  currency: input.currency,
  button_type: input.button_type,
  design_id: input.design_id,
  expire: input.expire,
  settings: JSON.stringify({ values: input.values, appearance: input.appearance }),
});

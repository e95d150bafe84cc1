// The wizard's step forms (schemas/forms/landing_<step>.json): what a GET loads and what a POST
// stores. Bodies come checked against the step's form (the call's `body`, call.body); the settings
// step keeps name, alias, language and colour in columns, the rest as the step's JSON.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { fromMinor, toMinor } from '../lists/money.ts';
import { aliasTaken, ALIAS_TAKEN } from './alias.ts';
import { imageUrl, type LandingRow, type Step } from './view.ts';

type Merchant = { currencies: string[] };
export type StepOutcome = { saved: true } | { saved: false; confirm_alias: { old_alias: string; new_alias: string } };

export function loadStep(step: Step, row: LandingRow, merchant: Merchant): Record<string, unknown> {
  if (step === 'settings') {
    return { name: row.name, alias: row.alias, language: row.language, color_preset: row.color_preset, ...row.settings,
      logo_image: imageUrl(row, row.logo_file_id) ?? undefined, main_image: imageUrl(row, row.cover_file_id) ?? undefined };
  }
  if (step === 'finance') {
    const f = row.finance as { currency?: string; amount_type?: string; amount_minor?: number; payment_description?: string };
    const currencies = merchant.currencies.map((c) => ({ value: c, label: c }));
    return { currency: f.currency ?? merchant.currencies[0], amount_type: f.amount_type ?? (row.type === 'donations' ? 'free' : 'fixed'),
      ...(typeof f.amount_minor === 'number' ? { amount: fromMinor(f.amount_minor) } : {}),
      ...(f.payment_description ? { payment_description: f.payment_description } : {}), currencies };
  }
  return { ...row.contacts };
}

const CONTACT_KEY = /^(contact_phone|contact_email|ask_phone|ask_email|cf_[12]_(enabled|label|template|min|max|required))$/;

const markDone = (row: LandingRow, step: Step) => JSON.stringify([...new Set([...row.steps_done, step])]);

/** `body`: the step form's values, already checked against forms/landing_<step>. */
export async function saveStep(tx: Transaction<Database>, step: Step, row: LandingRow, merchant: Merchant, body: unknown): Promise<StepOutcome> {
  const set = { steps_done: markDone(row, step), updated_at: new Date() };
  if (step === 'settings') {
    const v = body as { name: string; alias: string; language: string; color_preset: string; title: string; description?: string; alias_change_approved?: boolean };
    const alias = v.alias.toLowerCase();
    if (alias !== row.alias) {
      if (await aliasTaken(tx, alias, row.id)) throw badRequest([['alias', ALIAS_TAKEN]]);
      // The saved address stops working and may be taken by someone else: the user confirms first (spec s.4).
      if (row.steps_done.includes('settings') && v.alias_change_approved !== true) return { saved: false, confirm_alias: { old_alias: row.alias, new_alias: alias } };
    }
    const settings = JSON.stringify({ title: v.title, ...(v.description ? { description: v.description } : {}) });
    await tx.updateTable('landings').set({ ...set, name: v.name, alias, language: v.language, color_preset: v.color_preset, settings }).where('id', '=', row.id).execute();
    return { saved: true };
  }
  if (step === 'finance') {
    const v = body as { currency?: string; amount_type: string; amount?: string; payment_description: string };
    const currency = v.currency ?? '';
    if (!merchant.currencies.includes(currency)) throw badRequest([['currency', 'field is required']]);
    const minor = v.amount_type === 'fixed' ? toMinor(v.amount ?? '') : null;
    if (v.amount_type === 'fixed' && (minor === null || minor <= 0)) throw badRequest([['amount', 'field is lower than 0.01']]);
    const finance = JSON.stringify({ currency, amount_type: v.amount_type, ...(minor !== null ? { amount_minor: minor } : {}), payment_description: v.payment_description });
    await tx.updateTable('landings').set({ ...set, finance }).where('id', '=', row.id).execute();
    return { saved: true };
  }
  const v = body as Record<string, unknown>;
  for (const n of [1, 2]) {
    const min = Number(v[`cf_${n}_min`] ?? 0);
    const max = v[`cf_${n}_max`] === undefined ? undefined : Number(v[`cf_${n}_max`]);
    if (max !== undefined && min > max) throw badRequest([[`cf_${n}_max`, `field is lower than ${min}`]]);
  }
  // Only the form's keys, and a custom field's settings only while it is on.
  const kept = Object.fromEntries(Object.entries(v).filter(([k]) => CONTACT_KEY.test(k)
    && !(/^cf_[12]_(?!enabled)/.test(k) && v[`${k.slice(0, 4)}_enabled`] !== true)));
  await tx.updateTable('landings').set({ ...set, contacts: JSON.stringify(kept) }).where('id', '=', row.id).execute();
  return { saved: true };
}

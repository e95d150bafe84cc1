// A landing row as the calls answer it (spec 001 s.3 "Landing"), and its public address.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

export type LandingRow = Selectable<Database['landings']>;
export const STEPS = ['settings', 'finance', 'contacts'] as const;
export type Step = (typeof STEPS)[number];

/** Where published landings are served: `LANDINGS_HOST` (a host of their own, pages at /{alias}) or /l/{alias} of the portal. */
export function landingsHost(): string | null {
  const host = process.env.LANDINGS_HOST?.trim().toLowerCase();
  return host ? host : null;
}

export function publicAddress(publicUrl: string, alias: string): string {
  const host = landingsHost();
  if (!host) return `${publicUrl}/l/${alias}`;
  return `${new URL(publicUrl).protocol}//${host}/${alias}`;
}

export const progressOf = (row: Pick<LandingRow, 'steps_done'>) => STEPS.filter((s) => row.steps_done.includes(s)).length / STEPS.length;
/** Every step saved and not already published. */
export const canPublish = (row: Pick<LandingRow, 'steps_done' | 'status'>) => progressOf(row) === 1 && row.status !== 'published';

export type CustomField = { name: string; label: string; template: string; required: boolean; min?: number; max?: number };

/** The payer fields a landing asks for: cf-1, cf-2 when enabled (contacts step). */
export function customFields(contacts: Record<string, unknown>): CustomField[] {
  const fields: CustomField[] = [];
  for (const n of [1, 2]) {
    if (contacts[`cf_${n}_enabled`] !== true) continue;
    const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
    fields.push({
      name: `cf-${n}`, label: String(contacts[`cf_${n}_label`] ?? ''), template: String(contacts[`cf_${n}_template`] ?? 'none'),
      required: contacts[`cf_${n}_required`] === true, min: num(contacts[`cf_${n}_min`]), max: num(contacts[`cf_${n}_max`]),
    });
  }
  return fields;
}

export const imageUrl = (row: Pick<LandingRow, 'merchant_id' | 'id'>, fileId: number | null) =>
  (fileId ? `/api/v2/merchant/landings/${row.merchant_id}/edit/${row.id}/file/get/${fileId}/` : null);

export function landingView(row: LandingRow, merchantName: string, publicUrl: string) {
  return {
    id: row.id, type: row.type, merchant_id: row.merchant_id, merchant_name: merchantName, name: row.name,
    url: publicAddress(publicUrl, row.alias), alias: row.alias, status: row.status, is_published: row.status === 'published',
    language: row.language, color_scheme: { preset: row.color_preset }, progress: progressOf(row), can_publish: canPublish(row),
    steps_done: STEPS.filter((s) => row.steps_done.includes(s)), logo_image: imageUrl(row, row.logo_file_id), main_image: imageUrl(row, row.cover_file_id),
    parent_landing_id: row.parent_landing_id, custom_fields: customFields(row.contacts).map((f) => ({ name: f.name, label: f.label })),
  };
}

// Identification state of a person for a merchant, and the question the onboarding steps ask.
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { IDENTIFICATION_TERMS } from './terms.ts';

export type IdentificationRow = Selectable<Database['identifications']>;

/**
 * Onboarding step 'identification' is done: for a merchant, when any person of it has passed (the
 * owner, or the person invited to identify instead); without a merchant, when this user has passed
 * for any merchant.
 */
export async function identificationDone(db: Db, userId: number, merchantId?: number): Promise<boolean> {
  let q = db.selectFrom('identifications').select('user_id').where('status', '=', 'passed');
  q = merchantId === undefined ? q.where('user_id', '=', userId) : q.where('merchant_id', '=', merchantId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function identificationRow(db: Db, userId: number, merchantId: number): Promise<IdentificationRow | undefined> {
  return db.selectFrom('identifications').selectAll().where('user_id', '=', userId).where('merchant_id', '=', merchantId).executeTakeFirst();
}

export const termsApproved = (row: IdentificationRow | undefined) => row?.terms_version === IDENTIFICATION_TERMS.version;

/** The reply of GET/POST identification: the person's state, and the frame to resume while pending. */
export function identificationView(row: IdentificationRow | undefined, frameOrigin: string, merchantDone: boolean) {
  const pending = row?.status === 'pending';
  return {
    status: row?.status ?? 'not_started',
    done: merchantDone,
    terms_approved: termsApproved(row),
    frame_origin: frameOrigin,
    session_token: pending ? row!.session_token : null,
    frame_url: pending ? row!.frame_url : null,
  };
}

// The four-eyes threshold of a merchant: payout_approval_threshold of its payment settings
// (schemas/forms/merchant_payment.json, a decimal string; empty: no approval needed). A payout of a
// larger amount (any currency, compared in minor units) waits for a second user's approval.
import type { Db } from '../db/connect.ts';
import { parseAmount } from '../payments/money.ts';
import { readSection } from '../settings/merchants/sections.ts';
import { settingsDb } from '../settings/merchants/tables.ts';

export async function approvalThreshold(db: Db, merchantId: number): Promise<number | null> {
  const value = (await readSection(settingsDb(db), merchantId, 'payment')).payout_approval_threshold;
  return typeof value === 'string' && value !== '' ? parseAmount(value) : null;
}

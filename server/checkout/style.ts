// The look of the checkout page: the default, or what the payable's design makes of it
// (server/designs/checkout-style.ts checks every value); a deleted or unknown design gives the default.
import type { Db } from '../db/connect.ts';
import { checkoutStyleOf, DEFAULT_STYLE, type CheckoutStyle } from '../designs/checkout-style.ts';
import { designsDb } from '../designs/tables.ts';

export { DEFAULT_STYLE, type CheckoutStyle };

export async function checkoutStyle(db: Db, designId: number | null, language: string | null): Promise<CheckoutStyle> {
  if (designId === null) return DEFAULT_STYLE;
  const design = await designsDb(db).selectFrom('designs').select('configuration')
    .where('id', '=', designId).where('deleted_at', 'is', null).executeTakeFirst();
  return design ? checkoutStyleOf(design.configuration, language) : DEFAULT_STYLE;
}

// Who may use the web constructor (spec 001 s.6): a merchant of a country where it is offered and
// with checkout version 2 (version 1.0 is not supported). The spec names neither list; ours is in
// docs/decisions.md. Messages are the list's empty messages of spec s.2.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export const WEB_CONSTRUCTOR_COUNTRIES: readonly string[] = ['UA', 'GE'];
export const NOT_IN_COUNTRY = 'Web constructor is not available in your country';
export const CHECKOUT_V1 = 'Web constructor is not available for checkout version 1.0, upgrade the checkout version or create a new merchant';

type Merchant = Pick<Selectable<Database['merchants']>, 'country' | 'checkout_version'>;

export const inCountry = (m: Pick<Merchant, 'country'>) => WEB_CONSTRUCTOR_COUNTRIES.includes(m.country);
export const hasCheckoutV2 = (m: Pick<Merchant, 'checkout_version'>) => m.checkout_version !== '1.0';

/** 403 with the spec's message when the merchant cannot have landings. */
export function checkConstructor(m: Merchant): void {
  if (!inCountry(m)) throw new HttpError(403, { error: NOT_IN_COUNTRY });
  if (!hasCheckoutV2(m)) throw new HttpError(403, { error: CHECKOUT_V1 });
}

// The registry of payables the hosted checkout serves: kind -> source (server/checkout/source.ts).
// Buttons, links and landings add their source here; buildApp takes another registry in its options,
// so a test can serve the checkout over a source it makes itself.
import { landingCheckoutSource } from '../landings/checkout-source.ts';
import type { CheckoutKind, CheckoutSource } from './source.ts';
import { buttonCheckoutSource } from '../buttons/checkout-source.ts';
import { linkCheckoutSource } from '../links/checkout-source.ts';

export type CheckoutSources = Partial<Record<CheckoutKind, CheckoutSource>>;

export const checkoutSources: CheckoutSources = { button: buttonCheckoutSource, link: linkCheckoutSource, landing: landingCheckoutSource };

const KINDS: readonly CheckoutKind[] = ['button', 'link', 'landing'];
const isKind = (kind: string): kind is CheckoutKind => KINDS.some((k) => k === kind);

/** The source serving a kind named in an address, null when the kind is unknown or not served. */
export function sourceOf(sources: CheckoutSources, kind: string): { kind: CheckoutKind; source: CheckoutSource } | null {
  if (!isKind(kind)) return null;
  const source = sources[kind];
  return source ? { kind, source } : null;
}

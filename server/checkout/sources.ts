// The registry of payables the hosted checkout serves: kind -> source (server/checkout/source.ts).
// Buttons, links and landings add their source here; buildApp takes another registry in its options,
// so a test can serve the checkout over a source it makes itself.
import type { CheckoutKind, CheckoutSource } from './source.ts';

export type CheckoutSources = Partial<Record<CheckoutKind, CheckoutSource>>;

export const checkoutSources: CheckoutSources = {};

const KINDS: readonly string[] = ['button', 'link', 'landing'] satisfies CheckoutKind[];

/** The source serving a kind named in an address, null when the kind is unknown or not served. */
export function sourceOf(sources: CheckoutSources, kind: string): CheckoutSource | null {
  return KINDS.includes(kind) ? sources[kind as CheckoutKind] ?? null : null;
}

// Status badge colour classes of spec 000 section 4 (the whole map; default secondary).
export const BADGE_CLASSES = {
  active: [
    'accepted',
    'activated',
    'active',
    'active_partner',
    'approved',
    'captured',
    'completed',
    'fiscalized',
    'fraud',
    'full_access',
    'mixed_access',
    'paid',
    'published',
    'purchase',
    'represented',
    'settled',
    'success',
    'uncompleted',
    'uploaded',
    'won',
  ],
  pending: [
    'created',
    'draft',
    'in_progress',
    'merchant_pending',
    'needs_response',
    'on_moderation',
    'open',
    'pending',
    'pending_monitoring_check',
    'processing',
    'uncaptured',
    'view_only',
  ],
  closed: [
    'blocked',
    'canceled',
    'declined',
    'deleted',
    'disabled',
    'failed',
    'lost',
    'missing',
    'not_fiscalized',
    'rejected',
    'rejected_documents',
    'rejected_hold',
  ],
  // expiring (beyond the spec's list): an Apple Pay certificate within two weeks of its end (spec 002 s.4).
  warning: ['delayed', 'edited', 'edited_hold', 'expiring', 'postponed', 'temporary_blocked'],
  refund: [
    'has_part_reverse',
    'is_reversed',
    'partial_refund',
    'partially_reversed',
    'refund',
    'refunded',
    'reverse',
    'reversed',
  ],
  secondary: ['closed', 'expired'],
} as const;

export type BadgeClass = keyof typeof BADGE_CLASSES;
export const DEFAULT_BADGE_CLASS: BadgeClass = 'secondary';

/** Mantine colour of each class. */
export const BADGE_COLORS: Record<BadgeClass, string> = {
  active: 'green',
  pending: 'blue',
  closed: 'red',
  warning: 'yellow',
  refund: 'violet',
  secondary: 'gray',
};

const lookup = new Map<string, BadgeClass>(
  (Object.keys(BADGE_CLASSES) as BadgeClass[]).flatMap((cls) =>
    BADGE_CLASSES[cls].map((s) => [s, cls] as const),
  ),
);

/** "Needs response" -> "needs_response". */
export function badgeKey(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function badgeClass(value: unknown): BadgeClass {
  return lookup.get(badgeKey(value)) ?? DEFAULT_BADGE_CLASS;
}

/** Values whose words need more than their first letter capitalized. */
const LABEL_EXCEPTIONS: Record<string, string> = {
  p2p_debit: 'P2P debit',
  p2p_credit: 'P2P credit',
  expiring: 'Expires soon',
};

/**
 * The English text of a status, which is also its i18n key (`common`): "not_fiscalized" ->
 * "Not fiscalized", "NEEDS RESPONSE" -> "Needs response", "p2p debit" -> "P2P debit".
 */
export function badgeLabel(value: unknown): string {
  const key = badgeKey(value);
  const known = LABEL_EXCEPTIONS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

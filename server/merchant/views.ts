// Per-merchant privilege views (spec 002 section 6 leaves the names open). A user holds, per
// merchant, 'read' or 'edit' on each view; 'edit' includes 'read'.
import type { PrivilegeLevel } from '../db/schema.ts';

export const VIEWS = [
  'transactions', // payments, settlements, disputes and payment actions
  'reports', // downloads, settlements & invoices, special reports, templates
  'payment_solutions', // buttons, links, landings, checkout design, MO/TO terminal
  'cash_registers', // online cash registers
  'multiparty', // balances, payout history, payouts
  'promocodes',
  'settings', // merchant settings tabs except access rights
  'permissions', // access rights of other users
] as const;

export type View = (typeof VIEWS)[number];
export type Privileges = Partial<Record<View, PrivilegeLevel>>;

export function allows(held: PrivilegeLevel | undefined, needed: PrivilegeLevel): boolean {
  return held === 'edit' || (held === 'read' && needed === 'read');
}

/** Every view at one level: the owner's privileges. */
export const allViews = (level: PrivilegeLevel): Privileges => Object.fromEntries(VIEWS.map((v) => [v, level]));

// The hosted checkout (issue 12) takes a payer from a button, a link or a landing page to a payment.
// Each kind of payable is a source: it turns the public reference in the checkout address into an
// order and learns when the order is paid. The checkout knows nothing else about payables.
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type CheckoutKind = 'button' | 'link' | 'landing';

/**
 * A field the payer fills in on the checkout page (a payable's custom field). `value` prefills it; a
 * `readonly` or `hidden` field always carries `value` (what the payer posts for it is ignored), and a
 * hidden one is not shown.
 */
export type CheckoutField = {
  name: string;
  label: string;
  required: boolean;
  pattern?: string;
  placeholder?: string;
  value?: string;
  readonly?: boolean;
  hidden?: boolean;
  minLength?: number;
  maxLength?: number;
};

export type CheckoutOrder = {
  merchantId: number;
  /** Minor units; null when the payer enters the amount. */
  amount: number | null;
  currency: string;
  description: string;
  fields: CheckoutField[];
  /** The checkout design that styles the page, when the payable names one. */
  designId: number | null;
  /** The checkout language the payable asks for (a design's messages in it), when it names one. */
  language: string | null;
  /** Where the payer goes after paying, when the payable names one. */
  responseUrl: string | null;
  /** Server callback URLs told about the payment. */
  callbackUrls: string[];
};

/** What claiming a payable answered: this form may charge, another form is charging, or it cannot be paid any more. */
export type Claim = 'claimed' | 'busy' | 'gone';

/** A claim older than this is stale (its charge died with its process) and another payer may take it. */
export const CLAIM_LIFETIME_MS = 2 * 60_000;

export type CheckoutSource = {
  /** The order behind a public reference; null when it cannot be paid (unknown, deleted, expired, disabled). */
  load(db: Db, ref: string): Promise<CheckoutOrder | null>;
  /**
   * A payable paid once (a link) claims itself for one form's key before the card is charged, in its
   * own transaction under a row lock, so a second payer at the same moment is refused, not charged.
   * The same key claims again (a resubmit of one form). Payables paid any number of times omit it.
   */
  claim?(tx: Transaction<Database>, ref: string, key: string): Promise<Claim>;
  /** Drops the key's claim after a decline or a failed charge, so another payer can pay. */
  release?(tx: Transaction<Database>, ref: string, key: string): Promise<void>;
  /** Runs inside the payment's transaction once the payment is approved (e.g. a link turns paid). */
  paid(tx: Transaction<Database>, ref: string, paymentId: number): Promise<void>;
};

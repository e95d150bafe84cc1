// Which actions a payment allows now (spec 002 s.6 flags). The state rules say what the payment
// allows; the flags add the caller's privilege: every action but printing needs 'edit'.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { FiscalState } from './fiscal-state.ts';
import type { PaymentRow } from './tables.ts';

type Merchant = Pick<Selectable<Database['merchants']>, 'has_multiparty'>;
type State = { p: PaymentRow; fiscal: FiscalState; merchant: Merchant };

export const callbackUrl = (p: PaymentRow) => (typeof p.callback_data?.url === 'string' ? p.callback_data.url : null);

const RULES = {
  // Authorised and not captured yet.
  capture: ({ p }: State) => p.status === 'processing' && p.capture_amount < p.amount,
  reverse: ({ p }: State) => (p.status === 'approved' || p.status === 'partially_reversed') && p.reversal_amount < p.capture_amount,
  receipt: ({ p }: State) => p.capture_amount > 0,
  callback: ({ p }: State) => callbackUrl(p) !== null,
  changeRecurring: ({ p }: State) => p.rectoken !== null && p.recurring_data !== null,
  manualRecurring: ({ p }: State) => p.rectoken !== null,
  // A payout to the card token of this payment, from the multiparty payouts screen.
  payout: ({ p, merchant }: State) => p.rectoken !== null && merchant.has_multiparty && p.capture_amount > 0,
  // Issued by the merchant's active cash register (server/fiscal/).
  fiscalize: ({ p, fiscal }: State) => fiscal.register && p.capture_amount > 0 && p.capture_amount > p.reversal_amount && !fiscal.fiscalized,
  reverseReceipt: ({ p, fiscal }: State) => fiscal.fiscalized && p.reversal_amount > fiscal.reverseReceipted,
  printP2p: ({ p }: State) => p.tran_type === 'p2p debit' && p.capture_amount > 0,
} as const;

export type Action = keyof typeof RULES;

type Checked = Exclude<Action, 'payout'>;

const REASONS: Record<Checked, string> = {
  capture: 'This payment cannot be captured',
  reverse: 'This payment cannot be refunded',
  receipt: 'This payment has no receipt',
  callback: 'This payment has no callback URL',
  changeRecurring: 'This payment has no regular payments',
  manualRecurring: 'This payment has no saved card',
  fiscalize: 'This payment cannot be fiscalized',
  reverseReceipt: 'This payment needs no reverse receipt',
  printP2p: 'This payment has no P2P reference',
};

export function paymentFlags(state: State, canEdit: boolean) {
  const edit = (action: Action) => canEdit && RULES[action](state);
  return {
    can_capture: edit('capture'),
    can_reverse: edit('reverse'),
    can_receipt: RULES.receipt(state),
    can_send_receipt: edit('receipt'),
    can_callback: edit('callback'),
    can_change_recurring: edit('changeRecurring'),
    can_manual_recurring: edit('manualRecurring'),
    can_payout: edit('payout'),
    can_fiscalize: edit('fiscalize'),
    show_reverse_receipt: edit('reverseReceipt'),
    can_print_p2p: RULES.printP2p(state),
  };
}

/** 400 with the spec's action message when the payment does not allow `action` now. */
export function assertAllows(action: Checked, state: State, error = 'Request error'): void {
  if (!RULES[action](state)) throw badRequest(error, { reason: REASONS[action] });
}

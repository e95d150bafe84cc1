// /transactions/disputes/{all,urgent,progress,closed}. A dispute in Needs response has the row
// action Respond (schemas/lists/disputes.json), whose modal (schemas/modals/dispute_respond.json)
// shows the dispute, Accept (asked first) and the form that starts the dispute with evidence.
import { configureFormats } from '../../engine';
import { useMerchantTimeZone } from './merchant';
import type { ScreenProps } from '../registry';
import { TransactionList } from './TransactionList';

const CALLS = {
  all: 'transactions.disputesAll',
  urgent: 'transactions.disputesUrgent',
  progress: 'transactions.disputesProgress',
  closed: 'transactions.disputesClosed',
};

export default function Disputes({ title }: ScreenProps) {
  // Response deadlines count days in the merchant's time zone (the browser's when unknown).
  configureFormats({ timeZone: useMerchantTimeZone() });
  return <TransactionList title={title} tabs="transactions_disputes" list="disputes" calls={CALLS} />;
}

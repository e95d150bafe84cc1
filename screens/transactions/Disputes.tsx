// /transactions/disputes/{all,urgent,progress,closed}.
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

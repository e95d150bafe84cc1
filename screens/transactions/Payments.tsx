// /transactions/payments/{all,uncaptured,recurring,refund,fraud}: one payments list, a call per tab.
import type { ScreenProps } from '../registry';
import { TransactionList } from './TransactionList';

const CALLS = {
  all: 'transactions.payments',
  uncaptured: 'transactions.uncaptured',
  recurring: 'transactions.recurring',
  refund: 'transactions.refund',
  fraud: 'transactions.fraud',
};

export default function Payments({ title }: ScreenProps) {
  return <TransactionList title={title} tabs="transactions_payments" list="payments" calls={CALLS} />;
}

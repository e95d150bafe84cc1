// /transactions/disputes/{all,urgent,progress,closed}.
import type { ScreenProps } from '../registry';
import { TransactionList } from './TransactionList';

const CALLS = {
  all: 'transactions.disputesAll',
  urgent: 'transactions.disputesUrgent',
  progress: 'transactions.disputesProgress',
  closed: 'transactions.disputesClosed',
};

export default function Disputes({ title }: ScreenProps) {
  return <TransactionList title={title} tabs="transactions_disputes" list="disputes" calls={CALLS} />;
}

// /transactions/disputes/{all,urgent,progress,closed}.
import { TransactionList } from './TransactionList';

const CALLS = {
  all: 'transactions.disputesAll',
  urgent: 'transactions.disputesUrgent',
  progress: 'transactions.disputesProgress',
  closed: 'transactions.disputesClosed',
};

export default function Disputes() {
  return <TransactionList tabs="transactions_disputes" list="disputes" calls={CALLS} />;
}

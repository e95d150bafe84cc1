// /transactions/settlements/{bulk,transactional}: settlement batches, and settled payments one by one.
import type { ScreenProps } from '../registry';
import { TransactionList } from './TransactionList';

const CALLS = {
  bulk: 'transactions.settlementsBulk',
  transactional: 'transactions.settlementsTransactional',
};
const LISTS = { bulk: 'settlements', transactional: 'settlement_transactional' };

export default function Settlements({ title }: ScreenProps) {
  return <TransactionList title={title} tabs="transactions_settlements" list={LISTS} calls={CALLS} />;
}

// The list sources of the transactions area (spec 002 s.7).
import type { ListSource } from '../lists/types.ts';
import { disputesSource } from './disputes-source.ts';
import { paymentsSource } from './payments-source.ts';
import { settlementsBulkSource, settlementsTransactionalSource } from './settlements-sources.ts';

export const transactionSources: ListSource[] = [paymentsSource, settlementsBulkSource, settlementsTransactionalSource, disputesSource];

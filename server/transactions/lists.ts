// The list routes of the transactions area (spec 002 s.7).
import type { ListRoute } from '../lists/types.ts';
import { disputeRoutes } from './disputes-list.ts';
import { paymentRoutes } from './payments-list.ts';
import { settlementRoutes } from './settlements-lists.ts';

export const transactionLists: ListRoute[] = [...paymentRoutes, ...settlementRoutes, ...disputeRoutes];

// The list routes of the transactions area (spec 002 s.7).
import type { ListRoute } from '../lists/types.ts';
import { paymentRoutes } from './payments-list.ts';

export const transactionLists: ListRoute[] = [...paymentRoutes];

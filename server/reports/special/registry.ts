// The one registry of special reports (spec 002 s.2 "/reports/special/*", s.7, s.9). A report is a
// list definition (schemas/lists/special_<id>.json with its filter set, served at the GET call
// special.report<id> = /merchant/reports/special/<id>/ with its fields/, settings/ and
// export/ companions) plus a row source here. Adding a report: a source, an entry, the list and
// filter files and the endpoint; the catalogue, the page /reports/special/custom/<id>, the CSV/XLS
// export and the request call follow.
import type { ListSource } from '../../lists/types.ts';
import { cashClosingSource, zReportSource } from './cash-registers.ts';
import { paymentsByDaySource } from './payments-by-day.ts';

export interface SpecialReport {
  id: number;
  title: string;
  description: string;
  section: string;
  source: ListSource;
}

export const SPECIAL_REPORTS: SpecialReport[] = [
  {
    id: 657, title: 'Z-report and error log', section: 'Cash registers', source: zReportSource,
    description: 'Z-reports of closed cash register shifts and the fiscalization errors, in time order',
  },
  {
    id: 900, title: 'Cash register closing', section: 'Cash registers', source: cashClosingSource,
    description: 'Each closed cash register shift: receipts, sales, refunds and the net total',
  },
  {
    id: 1001, title: 'Payments by day', section: 'Payments', source: paymentsByDaySource,
    description: 'Per day and currency: payments, approved and declined, amounts charged, refunded and settled',
  },
];

/** The GET call of report `id` (schemas/endpoints/special.json). */
export const reportEndpoint = (id: number) => `special.report${id}`;

export const specialReport = (id: number) => SPECIAL_REPORTS.find((r) => r.id === id);

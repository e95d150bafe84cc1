// Every list source the server serves (and `npm run schemas:check` checks list files against).
import { companyListSource } from '../companies/list-source.ts';
import { buttonsSource } from '../buttons/list-source.ts';
import { designsSource, merchantDesignsSource } from '../designs/list-source.ts';
import { landingsSource } from '../landings/list-source.ts';
import { linksSource } from '../links/list-source.ts';
import { motoSource } from '../moto/list-source.ts';
import { merchantListSource } from '../settings/merchants/list-source.ts';
import { payoutSources } from '../payouts/list-sources.ts';
import { promocodesOfEntitySource, promocodesOfTypeSource, promocodesSource } from '../promocodes/list-source.ts';
import { downloadsSource } from '../reports/downloads/source.ts';
import { reportInvoicesSource, reportSettlementsSource } from '../reports/invoices/sources.ts';
import { specialReportSources } from '../reports/special/catalogue-source.ts';
import { templatesSource } from '../reports/templates/source.ts';
import { transactionSources } from '../transactions/lists.ts';
import type { ListSource } from './types.ts';

export const listSources: ListSource[] = [...transactionSources, linksSource, buttonsSource, motoSource, landingsSource,
  reportSettlementsSource, reportInvoicesSource, ...specialReportSources, downloadsSource, templatesSource,
  ...payoutSources, promocodesSource, promocodesOfTypeSource, promocodesOfEntitySource, merchantListSource, companyListSource,
  designsSource, merchantDesignsSource];

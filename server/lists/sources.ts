// Every list source the server serves (and `npm run schemas:check` checks list files against).
import { linksSource } from '../links/list-source.ts';
import { motoSource } from '../moto/list-source.ts';
import { transactionSources } from '../transactions/lists.ts';
import type { ListSource } from './types.ts';

export const listSources: ListSource[] = [...transactionSources, linksSource, motoSource];

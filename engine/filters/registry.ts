import { createSchemaRegistry } from '../list/schemaRegistry';
import type { FilterSetDef } from './types';

export const filterSets = createSchemaRegistry<FilterSetDef>(
  'filters',
  import.meta.glob('/schemas/filters/*.json', { eager: true, import: 'default' }),
);

import { createSchemaRegistry } from '../list/schemaRegistry';
import type { FilterSetDef } from '../core/filters/types';

export const filterSets = createSchemaRegistry<FilterSetDef>(
  'filters',
  import.meta.glob('/schemas/filters/*.json', { eager: true, import: 'default' }),
);

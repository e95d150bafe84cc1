import { createSchemaRegistry } from './schemaRegistry';
import type { ListDef } from '../core/list/types';

export const lists = createSchemaRegistry<ListDef>(
  'lists',
  import.meta.glob('/schemas/lists/*.json', { eager: true, import: 'default' }),
);

import { createSchemaRegistry } from '../list/schemaRegistry';
import type { RecordDef } from './types';

export const records = createSchemaRegistry<RecordDef>(
  'records',
  import.meta.glob('/schemas/records/*.json', { eager: true, import: 'default' }),
);

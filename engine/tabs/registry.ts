import { createSchemaRegistry } from '../list/schemaRegistry';
import type { TabGroupDef } from './types';

export const tabGroups = createSchemaRegistry<TabGroupDef>(
  'tabs',
  import.meta.glob('/schemas/tabs/*.json', { eager: true, import: 'default' }),
);

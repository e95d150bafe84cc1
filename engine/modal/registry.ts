import { createSchemaRegistry } from '../list/schemaRegistry';
import type { ModalDef } from './types';

export const modals = createSchemaRegistry<ModalDef>(
  'modals',
  import.meta.glob('/schemas/modals/*.json', { eager: true, import: 'default' }),
);

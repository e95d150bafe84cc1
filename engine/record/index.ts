// Record pages (schemas/records/<id>.json) and the one record-fields component.
export { RecordView, type RecordViewProps } from './RecordView';
export { RecordFields, type RecordFieldsProps } from './RecordFields';
export { records } from './registry';
export { RecordSlots, type RecordSlotProps, type RecordSlotRender } from './slots';
export type { RecordDef, RecordFieldDef, RecordActionDef, RecordSectionDef, RecordWhen } from './types';

// What a tester sees: the field's JSON Schema, its uiSchema and where it is.
import type { FormField } from '../schema/formFile';

export interface TesterContext {
  /** JSON pointer of the field in the form file (`/schema/properties/email`). */
  pointer: string;
  /** Field name (`email`). */
  name: string;
}

export type FieldUi = { [key: string]: unknown };

export type Tester = (field: FormField, ui: FieldUi, ctx: TesterContext) => number;
export type Predicate = (field: FormField, ui: FieldUi, ctx: TesterContext) => boolean;

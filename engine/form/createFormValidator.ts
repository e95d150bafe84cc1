// rjsf ValidatorType over a precompiled (ajv standalone) validator: rjsf never compiles a schema in
// the browser; the `if` of a conditional part is evaluated by engine/core/schema/conditionals.ts. SchemaForm validates itself (debounced, noValidate on rjsf); rjsf uses this for its
// schema utilities only.
import type { RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { conditionHolds } from '../core/schema/conditionals';
import { validateData, type PrecompiledValidate } from './validateData';

function toErrorSchema(errors: Record<string, string>) {
  const schema: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors)) {
    let node = schema;
    for (const part of field.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return schema;
}

export function createFormValidator(validate: PrecompiledValidate, rootSchema: RJSFSchema): ValidatorType {
  return {
    validateFormData(formData): ValidationData<unknown> {
      const errors = validateData(validate, formData);
      const list: RJSFValidationError[] = Object.entries(errors).map(([field, message]) => ({
        property: `.${field}`,
        message,
        stack: `${field} ${message}`,
      }));
      return { errors: list, errorSchema: toErrorSchema(errors) as ValidationData<unknown>['errorSchema'] };
    },
    isValid(schema, formData) {
      if (schema === rootSchema) return validate(formData);
      // An `if` of a conditional part, or a choice's const/enum (engine/core/schema/conditionals.ts).
      return conditionHolds(schema, formData);
    },
    rawValidation(schema, formData) {
      if (schema !== rootSchema) return {};
      validate(formData);
      return { errors: (validate.errors ?? []) as never[] };
    },
  };
}

// { field: message } -> rjsf ErrorSchema ({ field: { __errors: [message] } }), dot paths nested.
import type { ErrorSchema } from '@rjsf/utils';

export function toErrorSchema(errors: Readonly<Record<string, string>>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors)) {
    let node = root;
    for (const part of field.split('.').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return root as ErrorSchema;
}

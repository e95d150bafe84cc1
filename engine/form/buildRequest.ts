// Form data -> (endpoint id, request arg): empty values dropped, extraData (path params such as
// token, or values a screen holds such as the MFA secret) merged, endpointWhen applied. Values of
// fields that only a conditional branch declares are dropped while that branch does not hold.
import { inactiveFields } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { pruneEmpty } from '../core/validation/pruneEmpty';

export function buildRequest(form: Pick<FormFile, 'endpoint' | 'endpointWhen'> & Partial<Pick<FormFile, 'schema'>>, data: unknown, extraData?: Record<string, unknown>) {
  const values = { ...(pruneEmpty(data ?? {}) as Record<string, unknown>) };
  if (form.schema) for (const name of inactiveFields(form.schema, values)) delete values[name];
  const body = { ...values, ...extraData };
  const alt = form.endpointWhen?.find((w) => body[w.field] !== undefined);
  return { endpointId: alt?.endpoint ?? form.endpoint, arg: body };
}

// Form data -> (endpoint id, request arg): empty values dropped, extraData (path params such as
// token, or values a screen holds such as the MFA secret) merged, endpointWhen applied.
import type { FormFile } from '../core/schema/formFile';
import { pruneEmpty } from '../core/validation/pruneEmpty';

export function buildRequest(form: Pick<FormFile, 'endpoint' | 'endpointWhen'>, data: unknown, extraData?: Record<string, unknown>) {
  const body = { ...(pruneEmpty(data ?? {}) as Record<string, unknown>), ...extraData };
  const alt = form.endpointWhen?.find((w) => body[w.field] !== undefined);
  return { endpointId: alt?.endpoint ?? form.endpoint, arg: body };
}

// A SchemaForm's request (formRequest) over every call of the endpoint files.
import { ENDPOINT_META, type EndpointMeta } from '../../.generated/api/meta';
import { formRequest, type Attachments, type RequestForm } from './formRequest';

export type { Attachments } from './formRequest';

export function buildRequest(
  form: RequestForm,
  data: unknown,
  extraData?: Record<string, unknown>,
  attachments?: Attachments,
  endpoints: Readonly<Record<string, EndpointMeta>> = ENDPOINT_META,
) {
  return formRequest(form, data, endpoints, extraData, attachments);
}

// The error model of a reply (spec 000 section 8): `error` is a message or a list of [field, message].
export interface ErrorModel {
  error: string | [string, string][];
  err_code?: string;
  auth?: boolean;
}

export function isErrorModel(data: unknown): data is ErrorModel {
  return typeof data === 'object' && data !== null && 'error' in data;
}

/** One readable message of a failed call (an ApiError): the message, or 'field - message' lines. */
export function errorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error) || !isErrorModel(error.data)) return undefined;
  const { error: detail } = error.data;
  return typeof detail === 'string' ? detail : detail.map(([field, message]) => `${field} - ${message}`).join('\n');
}

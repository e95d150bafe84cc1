// Maps thrown errors to contract replies; anything unexpected is logged and answered 500 with no
// detail (no stack, no SQL). Schema failures: a path parameter that fails its schema names nothing
// (404 Not found, as a missing id); a query or body value that fails answers 400 naming the field
// with the rule messages of spec 001.
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError, badRequest, notFound } from './errors.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';

const MESSAGES: Record<string, string> = {
  required: 'field is required', maxLength: 'value is to long', minLength: 'value is to short',
  pattern: 'field must match pattern', maximum: 'Enter a valid value', minimum: 'Enter a valid value',
};

function messageOf(e: FastifySchemaValidationError): string {
  if (e.keyword === 'type') return /integer|number/.test(String(e.params.type)) ? 'field must be number' : 'Enter a valid value';
  return MESSAGES[e.keyword] ?? 'Enter a valid value';
}

/** `[[field, message]]` for a body or query failure: the top-level key it concerns ('body' for the whole body). */
export function validationReply(context: string | undefined, errors: FastifySchemaValidationError[]): HttpError {
  if (context === 'params') return notFound();
  const pairs = errors.map((e): [string, string] => {
    if (e.keyword === 'additionalProperties') return [String(e.params.additionalProperty), NOT_IN_FORM];
    const missing = e.keyword === 'required' ? String(e.params.missingProperty) : '';
    const field = missing || e.instancePath.split('/')[1] || (context === 'querystring' ? 'query' : 'body');
    return [field, messageOf(e)];
  });
  return badRequest(pairs);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).headers(err.headers).send(err.body);
    if (err.validation) {
      const r = validationReply(err.validationContext, err.validation);
      return reply.code(r.status).send(r.body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework rejections (malformed JSON, body too large, bad content type).
      return reply.code(status).send({ error: err.message });
    }
    request.log.error(err);
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
}

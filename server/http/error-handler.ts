// Maps thrown errors to contract replies; anything unexpected is logged and answered 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).headers(err.headers).send(err.body);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework rejections (malformed JSON, body too large, bad content type).
      return reply.code(status).send({ error: err.message });
    }
    request.log.error(err);
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
}

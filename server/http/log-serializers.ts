// Request logging without card numbers: the logged URL (path and query, e.g. a search typed into a
// list's search box) has every Luhn-valid 13-19 digit run masked (server/security/card-mask.ts), and
// so has a logged error's message and stack (a driver error may quote a value the client sent).
import type { FastifyRequest } from 'fastify';
import { maskCardNumbers } from '../security/card-mask.ts';

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: maskCardNumbers(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (err: Error & { code?: unknown }) => ({
    type: err.name, code: err.code, message: maskCardNumbers(err.message), stack: maskCardNumbers(err.stack ?? ''),
  }),
};

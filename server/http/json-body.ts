// The JSON body parser: Fastify's own (prototype-poisoning refused) behind a size limit and a nesting
// limit, so a 20,000-deep body is refused with 400 before anything walks it recursively.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** No form or call nests deeper than a few levels; filters are a list of objects (depth 3). */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = 1024 * 1024;

/** Deepest nesting of arrays/objects in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) max = depth;
      if (max > stopAt) return max;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return max;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BYTES }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

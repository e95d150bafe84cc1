// Compressed replies: a JSON or text reply of at least COMPRESS_MIN_BYTES is sent brotli- or
// gzip-encoded when the request accepts it (brotli preferred), with `vary: accept-encoding`.
// Streams (file downloads, static files: those are precompressed at build, server/http/spa.ts) and
// replies that already carry a content-encoding pass untouched. Compression runs on libuv's thread
// pool (async zlib), not on the event loop.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|[\w.+-]+\+json|javascript|xml)|text\/)/i;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (name === 'gzip' ? accepted.get('x-gzip') : undefined) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gzipWeight = weight('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // A string has at least as many UTF-8 bytes as UTF-16 units: only a short one is measured.
    const size = typeof payload === 'string' && payload.length < COMPRESS_MIN_BYTES ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const body =
      encoding === 'br'
        ? await brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gz(raw, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

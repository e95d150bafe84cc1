// Keyset cursors: an opaque token naming the page it opens and the (sort key, id) of the row
// next to it. A cursor is bound to its query (list, merchant, filters, words, sort, limit) by a
// hash, so one taken from another query is not applied to this one.
import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors.ts';

export type Direction = 'after' | 'before';
export type Key = { k: string; i: number };
export type Cursor = Key & { page: number; dir: Direction; h: string };

export function queryHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.page, c.dir === 'after' ? 'a' : 'b', c.k, c.i, c.h])).toString('base64url');
}

export function decodeCursor(token: string): Cursor {
  try {
    const [page, dir, k, i, h] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (Number.isSafeInteger(page) && (page as number) >= 1 && (dir === 'a' || dir === 'b') && typeof k === 'string'
      && Number.isSafeInteger(i) && typeof h === 'string') {
      return { page: page as number, dir: dir === 'a' ? 'after' : 'before', k, i: i as number, h };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('Invalid cursor');
}

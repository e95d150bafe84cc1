// URL shortener behind a small interface (spec 001 s.7 GET /s/shortener; issue 12). The stand-in
// keeps codes in the database (table short_links, migration 021) and serves them at
// {PUBLIC_URL}/s/{code}; a real provider plugs in with SHORTENER_URL (+ SHORTENER_API_KEY): it is
// sent POST {"url"} with a bearer key and answers {"short_url"}.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { linksDb } from '../links/tables.ts';

export type Shortener = { shorten(url: string): Promise<string> };

/** The stand-in: one code per address, so shortening twice gives the same short link. */
export function standInShortener(db: Db, publicUrl: string): Shortener {
  const ldb = linksDb(db);
  return {
    async shorten(url) {
      const code = randomBytes(6).toString('base64url');
      await ldb.insertInto('short_links').values({ code, url }).onConflict((oc) => oc.column('url').doNothing()).execute();
      const row = await ldb.selectFrom('short_links').select('code').where('url', '=', url).executeTakeFirstOrThrow();
      return `${publicUrl}/s/${row.code}`;
    },
  };
}

export function httpShortener(endpoint: string, apiKey: string | undefined): Shortener {
  return {
    async shorten(url) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ url }),
        signal: AbortSignal.timeout(5000),
      });
      const body: unknown = res.ok ? await res.json() : null;
      const short = body && typeof body === 'object' ? (body as { short_url?: unknown }).short_url : undefined;
      if (typeof short !== 'string' || !/^https?:\/\//.test(short)) throw new Error(`shortener answered ${res.status}`);
      return short;
    },
  };
}

export function shortenerFromEnv(db: Db, publicUrl: string): Shortener {
  const url = process.env.SHORTENER_URL;
  return url ? httpShortener(url, process.env.SHORTENER_API_KEY) : standInShortener(db, publicUrl);
}

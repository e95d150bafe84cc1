// Keyset (cursor) paging of list calls (server/lists/read-page.ts): the reply's paginator carries
// next_cursor / prev_cursor, opening the page after / before the one shown. The engine sends the
// cursor (as `cursor`, next to the page number) only when the user steps to the adjacent page of
// the same query; a jump, a new filter/size/sort/query and a reload send the page number alone
// (OFFSET), which is also what the server falls back to for a stale cursor. Cursors stay out of
// the shareable URL.
import type { Paginator } from './response/types';

/** The reply's paginator with the server's keyset fields (all optional: other servers omit them). */
export interface CursorPaginator extends Paginator {
  /** false when `count` (and so `pages`) is a lower bound. */
  count_exact?: boolean;
  next_cursor?: string | null;
  prev_cursor?: string | null;
}

/** A cursor waiting for the request it was chosen for (the list call URL without the cursor). */
export interface PendingCursor {
  url: string;
  cursor: string;
}

/** The cursor that opens `target` from the reply's page, if `target` is next to it. */
export function cursorToward(paginator: CursorPaginator | undefined, target: number): string | undefined {
  if (!paginator) return undefined;
  if (target === paginator.page + 1) return paginator.next_cursor ?? undefined;
  if (target === paginator.page - 1) return paginator.prev_cursor ?? undefined;
  return undefined;
}

/** The list call URL with the pending cursor, when it was chosen for exactly this URL. */
export function withCursor(url: string, pending: PendingCursor | null): string {
  return pending && pending.url === url ? `${url}&cursor=${encodeURIComponent(pending.cursor)}` : url;
}

// Saved views of the transactions lists on the server (GET/POST /views/{list}/, POST
// /views/{list}/{id}/delete/; server/lists/saved-views-routes.ts). The engine's own server adapter
// sends neither the merchant (the server checks the list's view on ?merchant= or body merchant) nor
// the server's list ids, so the screens bring this one: same calls, plus both.
import { useContext, useMemo, type ContextType } from 'react';
import { SavedViewsContext, errorText, readCookie, showAlert } from '../../engine';

export type SavedViewsAdapter = NonNullable<ContextType<typeof SavedViewsContext>>;
type SavedView = Awaited<ReturnType<SavedViewsAdapter['list']>>[number];

/** List file id (schemas/lists/) -> the server's list id (server/transactions/). */
export const SERVER_LIST_IDS: Record<string, string> = {
  payments: 'payments',
  disputes: 'disputes',
  settlements: 'settlements_bulk',
  settlement_transactional: 'settlements_transactional',
};

interface ServerView {
  id: number;
  name: string;
  filters?: SavedView['filters'];
  columns?: string[];
  limit?: number;
  query_words?: string;
  sort?: string;
  created?: string;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export function serverViewsAdapter(merchant: string, fetcher: Fetch = (u, i) => fetch(u, i)): SavedViewsAdapter {
  const ids = new Map<string, number>();
  const base = (listId: string) => `/api/v2/views/${encodeURIComponent(SERVER_LIST_IDS[listId] ?? listId)}/`;
  const send = async (url: string, body?: unknown) => {
    const token = body === undefined ? undefined : readCookie('csrftoken');
    const reply = await fetcher(url, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify({ ...body, merchant }),
    });
    const data = (await reply.json().catch(() => ({}))) as unknown;
    if (!reply.ok) throw new Error(errorText({ status: reply.status, data }) ?? `HTTP ${reply.status}`);
    return data;
  };
  const list = async (listId: string): Promise<SavedView[]> => {
    try {
      const reply = (await send(`${base(listId)}?merchant=${encodeURIComponent(merchant)}`)) as { data?: ServerView[] };
      return (reply.data ?? []).map((v) => {
        ids.set(`${listId}/${v.name}`, v.id);
        const view: SavedView = {
          name: v.name,
          filters: v.filters ?? [],
          columns: v.columns ?? [],
          limit: v.limit ?? 5,
          q: v.query_words ?? '',
          sort: v.sort ?? '',
          savedAt: v.created ?? '',
        };
        return view;
      });
    } catch {
      return [];
    }
  };
  const report = (e: unknown) => showAlert({ message: (e as Error).message, variant: 'danger' });
  return {
    list,
    save: async (listId, v) => {
      const body = { name: v.name, filters: v.filters, columns: v.columns, limit: v.limit, query_words: v.q ?? '', sort: v.sort ?? '' };
      await send(base(listId), body).catch(report);
    },
    remove: async (listId, name) => {
      if (!ids.has(`${listId}/${name}`)) await list(listId);
      const id = ids.get(`${listId}/${name}`);
      if (id !== undefined) await send(`${base(listId)}${id}/delete/`, {}).catch(report);
    },
  };
}

/** The server's saved views for the chosen merchant; none chosen yet: the browser's (localStorage). */
export function useTransactionViews(merchant: string | undefined, local: SavedViewsAdapter): SavedViewsAdapter {
  const forced = useContext(SavedViewsContext);
  return useMemo(() => forced ?? (merchant ? serverViewsAdapter(merchant) : local), [forced, merchant, local]);
}

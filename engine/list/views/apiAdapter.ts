// Saved views through the server: GET /views/{list}/ -> {data: [{id, name, filters, columns, limit,
// query_words, sort, created}]}, POST /views/{list}/ (same name replaces), POST
// /views/{list}/{id}/delete/ (endpoints lists.views, lists.viewSave, lists.viewDelete).
import type { SavedView, SavedViewsAdapter } from './adapter';

type RunCall = (call: string, values: Record<string, unknown>, body?: unknown) => Promise<unknown>;

interface ServerView {
  id: string | number;
  name: string;
  filters?: SavedView['filters'];
  columns?: string[];
  limit?: number;
  query_words?: string;
  sort?: string;
  created?: string;
}

export function apiViewsAdapter(run: RunCall): SavedViewsAdapter {
  const ids = new Map<string, string | number>();
  const list = async (listId: string) => {
    const reply = (await run('lists.views', { list: listId })) as { data?: ServerView[] };
    return (reply.data ?? []).map((v) => {
      ids.set(`${listId}/${v.name}`, v.id);
      return {
        name: v.name,
        filters: v.filters ?? [],
        columns: v.columns ?? [],
        limit: v.limit ?? 5,
        q: v.query_words ?? '',
        sort: v.sort ?? '',
        savedAt: v.created ?? '',
      };
    });
  };
  return {
    list,
    save: async (listId, v) => {
      const body = {
        name: v.name,
        filters: v.filters,
        columns: v.columns,
        limit: v.limit,
        query_words: v.q ?? '',
        sort: v.sort ?? '',
      };
      await run('lists.viewSave', { list: listId }, body);
    },
    remove: async (listId, name) => {
      if (!ids.has(`${listId}/${name}`)) await list(listId);
      const id = ids.get(`${listId}/${name}`);
      if (id !== undefined) await run('lists.viewDelete', { list: listId, id }, {});
    },
  };
}

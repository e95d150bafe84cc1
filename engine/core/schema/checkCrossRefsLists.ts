// References of a list file: its list call (a GET), its filter set, its column links, and its row
// and list actions' modals (a confirm modal needs a submit action), calls and routes; and the file's own consistency: the default sort is
// a sortable column, a mandatory column is not hidden, some column shows, the default page size
// is one of the page sizes.
import { PAGE_SIZES } from '../../list/state/pageSize';
import { isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';

function checkColumns(list: Json, refs: Refs): void {
  const columns = objects(list.columns);
  columns.forEach((column, i) => {
    refs.route(column.link, `/columns/${i}/link`);
    if (column.mandatory && column.hidden) refs.problem(`/columns/${i}/hidden`, 'a mandatory column is always shown: it cannot be hidden');
  });
  if (columns.length > 0 && columns.every((c) => c.hidden)) refs.problem('/columns', 'every column is hidden: the list would show none');
  if (typeof list.defaultSort === 'string') {
    const field = list.defaultSort.replace(/^-/, '');
    if (!columns.some((c) => c.field === field && c.sortable)) {
      refs.problem('/defaultSort', `"${field}" is not a sortable column of this list`);
    }
  }
  const sizes: unknown[] = Array.isArray(list.pageSizes) ? list.pageSizes : [...PAGE_SIZES];
  if (typeof list.defaultPageSize === 'number' && !sizes.includes(list.defaultPageSize)) {
    refs.problem('/defaultPageSize', `must be one of the page sizes ${sizes.join(', ')}`);
  }
}

export function checkListCrossRefs(list: Json, refs: Refs): void {
  refs.call(list.endpoint, '/endpoint', 'GET');
  refs.file('filters', list.filters, '/filters');
  checkColumns(list, refs);
  for (const key of ['rowActions', 'listActions']) {
    objects(list[key]).forEach((action, i) => {
      refs.file('modals', action.modal, `/${key}/${i}/modal`);
      const confirm = refs.file('modals', action.confirm, `/${key}/${i}/confirm`);
      if (confirm !== undefined && !objects(isObject(confirm) ? confirm.actions : []).some((a) => a.kind === 'submit')) {
        refs.problem(`/${key}/${i}/confirm`, `modal "${String(action.confirm)}" has no submit action (it runs this call)`);
      }
      refs.call(action.endpoint, `/${key}/${i}/endpoint`);
      refs.route(action.route, `/${key}/${i}/route`);
    });
  }
}

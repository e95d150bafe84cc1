// References of a list file: its list call (a GET), its filter set, its column links, and its row
// and list actions' modals, calls and routes.
import { objects, type Json, type Refs } from './checkCrossRefsCorpus';

export function checkListCrossRefs(list: Json, refs: Refs): void {
  refs.call(list.endpoint, '/endpoint', 'GET');
  refs.file('filters', list.filters, '/filters');
  objects(list.columns).forEach((column, i) => refs.route(column.link, `/columns/${i}/link`));
  for (const key of ['rowActions', 'listActions']) {
    objects(list[key]).forEach((action, i) => {
      refs.file('modals', action.modal, `/${key}/${i}/modal`);
      refs.call(action.endpoint, `/${key}/${i}/endpoint`);
      refs.route(action.route, `/${key}/${i}/route`);
    });
  }
}

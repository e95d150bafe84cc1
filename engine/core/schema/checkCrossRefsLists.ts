// References of a list file: its list call (a GET), its filter set, its column links, and its row
// and list actions' modals (a confirm modal needs a submit action), calls, routes, toggled fields and initial values; and the file's own consistency: the default sort is
// a sortable column, a mandatory column is not hidden, some column shows, the default page size
// is one of the page sizes; a card names its columns and row actions.
import { PAGE_SIZES } from '../list/pageSizes';
import { isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';
import { checkReplyPath, replyOf } from './checkReplyPaths';
import { currencyMisfit, flagMisfit, formatMisfit, kindAt } from './fieldMeaning';
import { schemaAtPath } from './replySchema';

/** `toggles` sends a row field negated: only a call can, and the list's rows must have it as a boolean. */
function checkToggle(list: Json, action: Json, pointer: string, refs: Refs): void {
  if (action.toggles === undefined) return;
  if (action.kind !== 'call') return refs.problem(pointer, 'only a call action sends a toggled field');
  const reply = replyOf(refs, list.endpoint);
  const field = reply && schemaAtPath(reply, `data.${String(action.toggles)}`);
  if (reply && field?.type !== 'boolean') refs.problem(pointer, `the rows of "${String(list.endpoint)}" have no boolean "${String(action.toggles)}"`);
}

/** Meaning against a reply that declares its rows' fields (open rows, a list the server pages
 * itself, are checked against its list source: server/lists/list-files.ts): formats fit,
 * currencies are currencies, flags are booleans. */
function checkMeaning(list: Json, refs: Refs): void {
  const reply = replyOf(refs, list.endpoint);
  const rows = reply && schemaAtPath(reply, 'data');
  const declared = rows && isObject(rows.items) ? rows.items : undefined;
  if (!reply || !isObject(declared?.properties)) return;
  const row = (path: unknown) => (typeof path === 'string' ? kindAt(reply, `data.${path}`) : undefined);
  objects(list.columns).forEach((column, i) => {
    const misfit = formatMisfit(column.format, String(column.field), row(column.field));
    if (misfit) refs.problem(`/columns/${i}/format`, misfit);
    const currency = column.currencyField === undefined ? undefined : currencyMisfit(column.currencyField, row(column.currencyField));
    if (currency) refs.problem(`/columns/${i}/currencyField`, currency);
  });
  for (const key of ['rowActions', 'listActions']) {
    objects(list[key]).forEach((action, i) => {
      for (const flag of ['enabledIf', 'visibleIf']) {
        const misfit = flagMisfit(action[flag], row(action[flag]));
        if (misfit) refs.problem(`/${key}/${i}/${flag}`, misfit);
      }
    });
  }
}

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

/** `requires: "edit"` reads the reply's `can_edit`: the list call must declare it as a boolean. */
function checkRequires(list: Json, action: Json, pointer: string, refs: Refs): void {
  if (action.requires === undefined) return;
  const reply = replyOf(refs, list.endpoint);
  if (reply && schemaAtPath(reply, 'can_edit')?.type !== 'boolean') {
    refs.problem(pointer, `the reply of "${String(list.endpoint)}" declares no boolean "can_edit" (whether the caller may edit)`);
  }
}

/** `initial` prefills a modal's form: only a modal has one, `from` is a GET, each path is in its reply (or the row). */
function checkInitial(list: Json, action: Json, pointer: string, refs: Refs): void {
  if (!isObject(action.initial)) return;
  if (action.kind !== 'modal') return refs.problem(pointer, 'only a modal action has initial values');
  const { from, values } = action.initial;
  refs.call(from, `${pointer}/from`, 'GET');
  const call = String(from ?? list.endpoint);
  const reply = replyOf(refs, call);
  if (!reply) return;
  for (const [name, path] of Object.entries(isObject(values) ? values : {})) {
    if (schemaAtPath(reply, from === undefined ? `data.${String(path)}` : String(path)) === undefined) {
      refs.problem(`${pointer}/values/${name}`, `the reply of "${call}" has no "${String(path)}"`);
    }
  }
}

/** An empty state's conditions read the list reply's top-level fields: each must be in it. */
function checkEmpty(list: Json, refs: Refs): void {
  const reply = replyOf(refs, list.endpoint);
  if (!reply) return;
  objects(list.empty).forEach((entry, i) => {
    const when = entry.when;
    const conditions = Array.isArray(when) ? objects(when) : isObject(when) ? [when] : [];
    conditions.forEach((c, j) => {
      const pointer = Array.isArray(when) ? `/empty/${i}/when/${j}/field` : `/empty/${i}/when/field`;
      checkReplyPath(refs, reply, String(list.endpoint), c.field, pointer);
    });
  });
}

/** The cards layout names columns (their label and format) and row actions; its links are link actions. */
function checkCard(list: Json, refs: Refs): void {
  if (!isObject(list.card)) return;
  const { card } = list;
  const columns = new Set(objects(list.columns).map((c) => c.field));
  const column = (name: unknown, pointer: string) => {
    if (typeof name === 'string' && !columns.has(name)) refs.problem(pointer, `"${name}" is not the field of a column of this list`);
  };
  const names = (value: unknown, pointer: string) => (Array.isArray(value) ? value : []).forEach((n, i) => column(n, `${pointer}/${i}`));
  column(card.title, '/card/title');
  column(card.icon, '/card/icon');
  names(card.badges, '/card/badges');
  names(card.fields, '/card/fields');
  if (isObject(card.panel)) {
    for (const key of ['fields', 'badges', 'tooltip']) names(card.panel[key], `/card/panel/${key}`);
    refs.route(card.panel.link, '/card/panel/link');
  }
  const actions = new Map(objects(list.rowActions).map((a) => [a.id, a]));
  for (const key of ['actions', 'links']) {
    (Array.isArray(card[key]) ? card[key] : []).forEach((id: unknown, i: number) => {
      const action = actions.get(id);
      if (!action) refs.problem(`/card/${key}/${i}`, `"${String(id)}" is not the id of a row action of this list`);
      else if (key === 'links' && action.kind !== 'link') refs.problem(`/card/${key}/${i}`, `"${String(id)}" is a ${String(action.kind)} action: only a link action shows as a link`);
    });
  }
}

/** The list page's surroundings (`page`): the caption's call is a GET whose reply has the list it
 * finds in; the links are routes. */
function checkPage(list: Json, refs: Refs): void {
  if (!isObject(list.page)) return;
  const record = isObject(list.page.record) ? list.page.record : undefined;
  if (record) {
    refs.call(record.endpoint, '/page/record/endpoint', 'GET');
    const reply = replyOf(refs, record.endpoint);
    if (reply && isObject(record.find)) checkReplyPath(refs, reply, String(record.endpoint), record.find.path, '/page/record/find/path');
  }
  objects(list.page.links).forEach((link, i) => refs.route(link.route, `/page/links/${i}/route`));
}

export function checkListCrossRefs(list: Json, refs: Refs): void {
  refs.call(list.endpoint, '/endpoint', 'GET');
  checkPage(list, refs);
  checkEmpty(list, refs);
  if (isObject(list.poll)) refs.call(list.poll.endpoint, '/poll/endpoint', 'POST');
  refs.file('filters', list.filters, '/filters');
  checkColumns(list, refs);
  checkMeaning(list, refs);
  checkCard(list, refs);
  for (const key of ['rowActions', 'listActions']) {
    objects(list[key]).forEach((action, i) => {
      refs.file('modals', action.modal, `/${key}/${i}/modal`);
      const confirm = refs.file('modals', action.confirm, `/${key}/${i}/confirm`);
      if (confirm !== undefined && !objects(isObject(confirm) ? confirm.actions : []).some((a) => a.kind === 'submit')) {
        refs.problem(`/${key}/${i}/confirm`, `modal "${String(action.confirm)}" has no submit action (it runs this call)`);
      }
      refs.call(action.endpoint, `/${key}/${i}/endpoint`);
      refs.route(action.route, `/${key}/${i}/route`);
      checkToggle(list, action, `/${key}/${i}/toggles`, refs);
      checkInitial(list, action, `/${key}/${i}/initial`, refs);
      checkRequires(list, action, `/${key}/${i}/requires`, refs);
    });
  }
}

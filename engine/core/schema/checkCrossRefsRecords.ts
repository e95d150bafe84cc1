// References of a record page (schemas/records/<id>.json): its calls exist (reads are GETs) and get
// every path parameter they need, the modals (a confirm modal with a submit action), lists, forms and tab group it names exist (a tab's
// content is a tab of that group and a section of this file), section and action ids are unique,
// and every dotted path (fields, badge, amount, currency, `when`, enabledIf / visibleIf, table rows
// and columns, `initial` values, templates) can exist in the reply of the call it reads, as the
// call's reply schema declares it. Templates may also name the page's parameters (the route params
// of the routes showing the page, and merchant); the page call's own arguments may name only those.
import { esc, isObject, objects, type Json, type Refs } from './checkCrossRefsCorpus';
import { currencyMisfit, flagMisfit, formatMisfit, kindAt } from './fieldMeaning';
import { replySchemaOf, schemaAtPath } from './replySchema';

const PLACEHOLDER = /\{([\w.]+)(?:\|\w+)?\}/g;

/** How a part of the file reads: the reply of `call` (its schema, when declared) and the page params. */
interface Scope {
  call: string;
  reply: Json | undefined;
  page: ReadonlySet<string>;
}

function replyOf(refs: Refs, call: unknown): Json | undefined {
  if (typeof call !== 'string') return undefined;
  const [group, name] = call.split('.');
  return replySchemaOf(refs.corpus.files.get(`schemas/endpoints/${group}.json`), name);
}

/** Refuses a path the reply cannot have; true when the reply declares it. */
function checkPath(refs: Refs, scope: Scope, path: unknown, pointer: string, pageAllowed = false): boolean {
  if (typeof path !== 'string' || !scope.reply) return false;
  if (pageAllowed && !path.includes('.') && scope.page.has(path)) return false;
  if (schemaAtPath(scope.reply, path) !== undefined) return true;
  refs.problem(pointer, `no field "${path}" in the reply of ${scope.call}`);
  return false;
}

/** A path that is in the reply must also mean what its use needs (fieldMeaning.ts). */
function checkMeaning(refs: Refs, scope: Scope, path: unknown, pointer: string, misfit: typeof currencyMisfit): void {
  if (!checkPath(refs, scope, path, pointer)) return;
  const reason = misfit(path, kindAt(scope.reply, path));
  if (reason) refs.problem(pointer, reason);
}

function checkTemplate(refs: Refs, scope: Scope, template: unknown, pointer: string): void {
  if (typeof template !== 'string') return;
  for (const m of template.matchAll(PLACEHOLDER)) checkPath(refs, scope, m[1], pointer, true);
}

function checkWhen(refs: Refs, scope: Scope, when: unknown, pointer: string): void {
  if (Array.isArray(when))
    objects(when).forEach((c, i) => checkPath(refs, scope, c.field, `${pointer}/${i}/field`));
  else if (isObject(when)) checkPath(refs, scope, when.field, `${pointer}/field`);
}

/** A read (`record`): a GET whose path parameters all get a value; returns the scope of its reply. */
function checkRead(
  refs: Refs,
  read: Json,
  pointer: string,
  args: Scope | null,
  page: ReadonlySet<string>,
): Scope {
  const spec = refs.call(read.endpoint, `${pointer}/endpoint`, 'GET');
  const given = isObject(read.pathParams) ? read.pathParams : {};
  if (spec && typeof spec.path === 'string') {
    for (const m of spec.path.matchAll(/\{(\w+)\}/g))
      if (!(m[1] in given))
        refs.problem(
          `${pointer}/pathParams`,
          `"${String(read.endpoint)}" needs the path parameter "${m[1]}"`,
        );
  }
  for (const key of ['pathParams', 'params']) {
    const values = isObject(read[key]) ? read[key] : {};
    for (const [name, template] of Object.entries(values)) {
      const at = `${pointer}/${key}/${esc(name)}`;
      if (args) checkTemplate(refs, args, template, at);
      else
        for (const m of String(template).matchAll(PLACEHOLDER))
          if (!page.has(m[1]))
            refs.problem(at, `"${m[1]}" is not a parameter of the page (${[...page].join(', ')})`);
    }
  }
  return { call: String(read.endpoint), reply: replyOf(refs, read.endpoint), page };
}

function checkFields(refs: Refs, scope: Scope, fields: unknown, pointer: string, prefix = ''): void {
  objects(fields).forEach((f, i) => {
    const path = typeof f.field === 'string' ? prefix + f.field : undefined;
    if (checkPath(refs, scope, path, `${pointer}/${i}/field`)) {
      const misfit = formatMisfit(f.format, String(f.field), kindAt(scope.reply, path));
      if (misfit) refs.problem(`${pointer}/${i}/format`, misfit);
    }
    if (typeof f.currencyField === 'string')
      checkMeaning(refs, scope, prefix + f.currencyField, `${pointer}/${i}/currencyField`, currencyMisfit);
    refs.route(f.link, `${pointer}/${i}/link`);
    // A table column's reads its row; those are not followed here.
    if (prefix === '') checkInsteadNotes(refs, scope, f, `${pointer}/${i}`);
  });
}

/** `instead` and `notes` of a field or of the header's amount: paths, `when`s and templates of the reply. */
function checkInsteadNotes(refs: Refs, scope: Scope, owner: Json, at: string): void {
  objects(owner.instead).forEach((x, j) => {
    checkPath(refs, scope, x.field, `${at}/instead/${j}/field`);
    checkWhen(refs, scope, x.when, `${at}/instead/${j}/when`);
  });
  objects(owner.notes).forEach((n, j) => {
    checkTemplate(refs, scope, n.text, `${at}/notes/${j}/text`);
    checkWhen(refs, scope, n.when, `${at}/notes/${j}/when`);
  });
}

function checkActions(refs: Refs, scope: Scope, actions: unknown, pointer: string): void {
  const seen = new Set<unknown>();
  objects(actions).forEach((a, i) => {
    const at = `${pointer}/${i}`;
    if (seen.has(a.id)) refs.problem(`${at}/id`, `duplicate action id "${String(a.id)}"`);
    seen.add(a.id);
    refs.file('modals', a.modal, `${at}/modal`);
    const confirm = refs.file('modals', a.confirm, `${at}/confirm`);
    if (
      confirm !== undefined &&
      !objects(isObject(confirm) ? confirm.actions : []).some((c) => c.kind === 'submit')
    )
      refs.problem(`${at}/confirm`, `modal "${String(a.confirm)}" has no submit action (it runs this call)`);
    refs.call(a.endpoint, `${at}/endpoint`);
    refs.route(a.route, `${at}/route`);
    checkTemplate(refs, scope, a.fileName, `${at}/fileName`);
    checkMeaning(refs, scope, a.enabledIf, `${at}/enabledIf`, flagMisfit);
    checkMeaning(refs, scope, a.visibleIf, `${at}/visibleIf`, flagMisfit);
    checkWhen(refs, scope, a.when, `${at}/when`);
    const initial = isObject(a.initial) ? a.initial : undefined;
    if (!initial) return;
    const source =
      initial.from === undefined
        ? scope
        : { ...scope, call: String(initial.from), reply: replyOf(refs, initial.from) };
    refs.call(initial.from, `${at}/initial/from`, 'GET');
    for (const [name, path] of Object.entries(isObject(initial.values) ? initial.values : {}))
      checkPath(refs, source, path, `${at}/initial/values/${esc(name)}`);
  });
}

/** `pick`: a GET whose list has the value and text paths; its route is served and names the param. */
function checkPick(refs: Refs, pick: unknown, page: ReadonlySet<string>): void {
  if (!isObject(pick)) return;
  refs.call(pick.endpoint, '/pick/endpoint', 'GET');
  refs.route(pick.route, '/pick/route');
  const reply = replyOf(refs, pick.endpoint);
  if (reply && typeof pick.rows === 'string') {
    const rows = { call: String(pick.endpoint), reply, page };
    if (checkPath(refs, rows, pick.rows, '/pick/rows')) {
      const item = { ...rows, reply: schemaAtPath(reply, pick.rows) };
      checkPath(refs, item, pick.value, '/pick/value');
      checkTemplate(refs, item, pick.text, '/pick/text');
      checkWhen(refs, item, pick.where, '/pick/where');
    }
  }
  if (typeof pick.route === 'string' && !pick.route.includes(`{${String(pick.param)}}`))
    refs.problem('/pick/route', `must name the picked "{${String(pick.param)}}"`);
}

/** `upload`: a multipart POST; the page's reply seen with its reply at `into` (and the chosen item at
 * `choose.into`), so every path of the page may read them. */
function withUpload(refs: Refs, scope: Scope, upload: unknown): Scope {
  if (!isObject(upload)) return scope;
  const spec = refs.call(upload.endpoint, '/upload/endpoint', 'POST');
  if (spec && spec.multipart !== true) refs.problem('/upload/endpoint', `"${String(upload.endpoint)}" is not a multipart call: it cannot take a file`);
  checkWhen(refs, scope, upload.when, '/upload/when');
  const read = replyOf(refs, upload.endpoint);
  if (!read || !scope.reply || typeof upload.into !== 'string') return scope;
  const properties: Json = { ...(isObject(scope.reply.properties) ? scope.reply.properties : {}), [upload.into]: read };
  const choose = isObject(upload.choose) ? upload.choose : undefined;
  if (choose && typeof choose.into === 'string') {
    const uploaded = { ...scope, call: String(upload.endpoint), reply: read };
    if (checkPath(refs, uploaded, choose.rows, '/upload/choose/rows')) {
      const rows = schemaAtPath(read, String(choose.rows));
      const item = rows && isObject(rows.items) ? rows.items : {};
      properties[choose.into] = item;
      checkTemplate(refs, { ...uploaded, reply: item }, choose.text, '/upload/choose/text');
    }
  }
  return { ...scope, reply: { ...scope.reply, properties } };
}

/** `params` read the reply's choices and default; `address` routes are served and read the page. */
function checkParamsAddress(refs: Refs, record: Json, scope: Scope): void {
  const named = new Set<string>();
  objects(record.params).forEach((p, i) => {
    checkPath(refs, scope, p.choices, `/params/${i}/choices`);
    checkPath(refs, scope, p.default, `/params/${i}/default`);
    if (typeof p.name === 'string') named.add(p.name);
    if (p.label !== undefined && !Array.isArray(record.address)) refs.problem(`/params/${i}/label`, 'a select of the parameter needs `address` (where a choice goes)');
  });
  const withParams = { ...scope, page: new Set([...scope.page, ...named]) };
  objects(record.address).forEach((a, i) => {
    refs.route(a.route, `/address/${i}/route`);
    checkTemplate(refs, withParams, a.route, `/address/${i}/route`);
    checkWhen(refs, scope, a.when, `/address/${i}/when`);
  });
}

function checkSectionForm(refs: Refs, scope: Scope, section: Json, at: string): void {
  checkPath(refs, scope, section.formValues, `${at}/formValues`);
  checkPath(refs, scope, section.formReadonly, `${at}/formReadonly`);
  for (const [name, template] of Object.entries(isObject(section.formArgs) ? section.formArgs : {}))
    checkTemplate(refs, scope, template, `${at}/formArgs/${esc(name)}`);
  for (const [field, paths] of Object.entries(isObject(section.formFill) ? section.formFill : {})) {
    const list = Array.isArray(paths) ? paths : [paths];
    list.forEach((path, j) => checkPath(refs, scope, path, `${at}/formFill/${esc(field)}${Array.isArray(paths) ? `/${j}` : ''}`));
  }
}

export function checkRecordCrossRefs(record: Json, refs: Refs): void {
  const given = Array.isArray(record.pageParams) ? record.pageParams.filter((p): p is string => typeof p === 'string') : [];
  const routePage = new Set(['merchant', ...(refs.corpus.recordParams.get(String(record.id)) ?? []), ...given]);
  checkPick(refs, record.pick, routePage);
  const read = isObject(record.record) ? record.record : {};
  const replyScope = checkRead(refs, read, '/record', null, routePage);
  checkParamsAddress(refs, record, replyScope);
  const page = new Set([...routePage, ...objects(record.params).map((p) => String(p.name))]);
  const scope = withUpload(refs, { ...replyScope, page }, record.upload);
  const header = isObject(record.header) ? record.header : {};
  checkTemplate(refs, scope, header.title, '/header/title');
  checkPath(refs, scope, record.merchant, '/merchant');
  checkPath(refs, scope, header.badge, '/header/badge');
  checkMeaning(refs, scope, header.amount, '/header/amount', (path, kind) => formatMisfit('amount', String(path), kind));
  checkMeaning(refs, scope, header.currencyField, '/header/currencyField', currencyMisfit);
  checkInsteadNotes(refs, scope, header, '/header');
  objects(record.lines).forEach((line, i) => {
    checkTemplate(refs, scope, line.text, `/lines/${i}/text`);
    checkWhen(refs, scope, line.when, `/lines/${i}/when`);
  });
  checkActions(refs, scope, record.actions, '/actions');

  const sectionIds = new Set<unknown>();
  objects(record.sections).forEach((section, i) => {
    const at = `/sections/${i}`;
    if (sectionIds.has(section.id)) refs.problem(`${at}/id`, `duplicate section id "${String(section.id)}"`);
    sectionIds.add(section.id);
    const own = isObject(section.record)
      ? checkRead(refs, section.record, `${at}/record`, scope, page)
      : scope;
    // A section with its own call is shown (and its call run) while `when` holds on the page's reply.
    checkWhen(refs, scope, section.when, `${at}/when`);
    checkFields(refs, own, section.fields, `${at}/fields`);
    const table = isObject(section.table) ? section.table : undefined;
    if (table) {
      checkPath(refs, own, table.rows, `${at}/table/rows`);
      if (typeof table.rows === 'string')
        checkFields(refs, own, table.columns, `${at}/table/columns`, `${table.rows}.`);
    }
    const list = isObject(section.list) ? section.list : undefined;
    if (list) {
      refs.file('lists', list.id, `${at}/list/id`);
      for (const key of ['pathParams', 'params'])
        for (const [name, template] of Object.entries(isObject(list[key]) ? list[key] : {}))
          checkTemplate(refs, own, template, `${at}/list/${key}/${esc(name)}`);
    }
    refs.file('forms', section.form, `${at}/form`);
    checkSectionForm(refs, own, section, at);
    checkActions(refs, own, section.actions, `${at}/actions`);
  });

  const tabs = isObject(record.tabs) ? record.tabs : undefined;
  if (!tabs) return;
  const group = refs.file('tabs', tabs.group, '/tabs/group');
  const tabIds = new Set(objects(isObject(group) ? group.tabs : []).map((t) => t.id));
  for (const [tab, section] of Object.entries(isObject(tabs.content) ? tabs.content : {})) {
    const at = `/tabs/content/${esc(tab)}`;
    if (group && !tabIds.has(tab)) refs.problem(at, `no tab "${tab}" in tab group "${String(tabs.group)}"`);
    if (!sectionIds.has(section)) refs.problem(at, `no section "${String(section)}" in this file`);
  }
}

// Joins each list source (server code: how fields are read) to the files that define the list:
// the list file whose `endpoint` is one of the source's calls, its filter-set file, and the
// paths of the calls (schemas/endpoints/). Every field name the files use is checked against the
// source's registry; `npm run schemas:check` prints the problems (file#pointer: reason) and the
// server refuses to start with them (load-definitions.ts).
import { formatIssue, issue, type SchemaIssue } from '../../engine/core/schema/issue.ts';
import { choiceMisfit, currencyMisfit, flagMisfit, formatMisfit, type FieldKind } from '../../engine/core/schema/fieldMeaning.ts';
import type { FilterSetDef } from '../../engine/core/filters/types.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../engine/core/list/pageSizes.ts';
import type { ActionDef, ListDef, ValueWhen } from '../../engine/core/list/types.ts';
import type { Column, FieldSql, FieldType, FilterDef, FilterMode, ListDefinition, ListRoute, ListSource } from './types.ts';

type Files = ReadonlyMap<string, unknown>;
type Spec = { method?: string; path?: string; access?: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const placeholders = (template: string | undefined) => [...(template ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
/** The fields a `when` tests. */
const whenFields = (when: ValueWhen | undefined) => (when === undefined ? [] : Array.isArray(when) ? when : [when]).map((c) => c.field);
const endpointFile = (call: string) => `schemas/endpoints/${call.split('.')[0]}.json`;

/** What a stored field means to the meaning rules of schemas:check (engine/core/schema/fieldMeaning.ts). */
const KIND: Record<FieldType, FieldKind> = { int: 'number', text: 'text', money: 'money', timestamp: 'datetime', date: 'date', bool: 'bool' };

function callSpec(files: Files, call: string): Spec | undefined {
  const group = files.get(endpointFile(call));
  const endpoints = isObject(group) ? group.endpoints : undefined;
  const spec = isObject(endpoints) ? endpoints[call.split('.')[1]] : undefined;
  return isObject(spec) ? (spec as Spec) : undefined;
}

function listFiles(files: Files): Array<[string, ListDef]> {
  return [...files].filter(([path, json]) => path.startsWith('schemas/lists/') && isObject(json)) as Array<[string, ListDef]>;
}

interface Joined {
  source: ListSource;
  listFile: string;
  list: ListDef;
  filterFile?: string;
  filterSet?: FilterSetDef;
  paths: Map<string, string>;
}

/** The access the lists engine checks for a source: the user's own rows, or read on the merchant's view. */
const sourceAccess = (source: ListSource) => (source.userScope ? 'signed-in' : { view: source.view, level: 'read' });

/** The list file and filter set of a source, or issues saying why they cannot be joined. */
function join(files: Files, source: ListSource, out: SchemaIssue[]): Joined | undefined {
  // A tree without the source's endpoint files (a partial copy) has nothing to join; the loader says so.
  if (source.tabs.some((t) => !files.has(endpointFile(t.endpoint)))) return undefined;
  const paths = new Map<string, string>();
  for (const { endpoint, tab, pathPreset } of source.tabs) {
    const spec = callSpec(files, endpoint);
    const pointer = `/endpoints/${endpoint.split('.')[1]}`;
    if (!spec?.path || spec.method !== 'GET') {
      out.push(issue(endpointFile(endpoint), pointer, `the server serves the ${source.name} list at this call: it must be a GET with a path`));
    } else paths.set(endpoint, spec.path);
    // A path preset reads the call's path parameters: each must be one of the path's.
    for (const p of spec?.path ? pathPreset?.params ?? [] : []) {
      if (!placeholders(spec!.path).includes(p)) {
        out.push(issue(endpointFile(endpoint), `${pointer}/path`, `the ${source.name} list's tab "${tab}" reads the path parameter "${p}", which this path lacks`));
      }
    }
    const wanted = sourceAccess(source);
    if (spec && JSON.stringify(spec.access) !== JSON.stringify(wanted)) {
      out.push(issue(endpointFile(endpoint), `${pointer}/access`, `the ${source.name} list is read with ${JSON.stringify(wanted)} (its list source): the call must say so`));
    }
  }
  const calls = source.tabs.map((t) => t.endpoint);
  const named = listFiles(files).filter(([, list]) => calls.includes(list.endpoint));
  if (named.length === 0) {
    const first = calls[0];
    out.push(issue(endpointFile(first), `/endpoints/${first.split('.')[1]}`,
      `no list file (schemas/lists/) names one of ${calls.join(', ')} as its endpoint: the server has no columns for the ${source.name} list`));
    return undefined;
  }
  for (const [file] of named.slice(1)) {
    out.push(issue(file, '/endpoint', `${named[0][0]} already defines the list served at ${calls.join(', ')}: tabs of one list share one file`));
  }
  const [listFile, list] = named[0];
  const filterFile = list.filters ? `schemas/filters/${list.filters}.json` : undefined;
  const filterSet = filterFile && isObject(files.get(filterFile)) ? (files.get(filterFile) as FilterSetDef) : undefined;
  return { source, listFile, list, filterFile, filterSet, paths };
}

/** Problems of the list and filter-set files against what the source can read. */
function checkJoined({ source, listFile, list, filterFile, filterSet }: Joined, out: SchemaIssue[]): void {
  const byName = new Map(source.fields.map((f) => [f.name, f]));
  const known = `the server reads for this list: ${source.fields.filter((f) => !f.flag).map((f) => f.name).join(', ')}`;
  const readable = (file: string, name: unknown, pointer: string, what: string) => {
    const f = typeof name === 'string' ? byName.get(name) : undefined;
    if (typeof name === 'string' && (!f || f.flag)) out.push(issue(file, pointer, `the server cannot read ${what} "${name}" (${known})`));
    return f;
  };
  const sent = (name: unknown, pointer: string) => {
    if (typeof name === 'string' && !byName.has(name)) out.push(issue(listFile, pointer, `the server sends no row field "${name}" for this list`));
  };
  (list.columns ?? []).forEach((c, i) => {
    const f = readable(listFile, c.field, `/columns/${i}/field`, 'the field');
    const misfit = f && formatMisfit(c.format, c.field, KIND[f.type]);
    if (misfit) out.push(issue(listFile, `/columns/${i}/format`, misfit));
    const currency = readable(listFile, c.currencyField, `/columns/${i}/currencyField`, 'the currency field');
    const notCurrency = currency && currencyMisfit(c.currencyField, KIND[currency.type]);
    if (notCurrency) out.push(issue(listFile, `/columns/${i}/currencyField`, notCurrency));
    placeholders(c.link).forEach((p) => sent(p, `/columns/${i}/link`));
    // What the cell shows instead and its notes read row fields too.
    c.instead?.forEach((x, j) => {
      sent(x.field, `/columns/${i}/instead/${j}/field`);
      whenFields(x.when).forEach((name) => sent(name, `/columns/${i}/instead/${j}/when`));
    });
    c.notes?.forEach((n, j) => {
      [...n.text.matchAll(/\{(\w+)(?:\|\w+)?\}/g)].forEach((m) => sent(m[1], `/columns/${i}/notes/${j}/text`));
      whenFields(n.when).forEach((name) => sent(name, `/columns/${i}/notes/${j}/when`));
    });
    if (c.sortable && f?.nullable) {
      out.push(issue(listFile, `/columns/${i}/sortable`, `"${c.field}" may be empty in storage; only a field that is never empty can be sorted (keyset paging)`));
    }
  });
  if (!list.defaultSort) out.push(issue(listFile, '', 'must have "defaultSort": the server serves this list and needs an order'));
  if (list.totals) {
    const amount = readable(listFile, list.totals.amount, '/totals/amount', 'the totals amount field');
    if (amount && amount.type !== 'money') {
      out.push(issue(listFile, '/totals/amount', `totals add up a money field; "${list.totals.amount}" is ${amount.type}`));
    }
    const currency = readable(listFile, list.totals.currency, '/totals/currency', 'the totals currency field');
    const notCurrency = currency && currencyMisfit(list.totals.currency, KIND[currency.type]);
    if (notCurrency) out.push(issue(listFile, '/totals/currency', notCurrency));
  }
  sent(list.rowKey, '/rowKey');
  for (const key of ['rowActions', 'listActions'] as const) {
    (list[key] ?? []).forEach((a: ActionDef, i) => {
      for (const flag of ['enabledIf', 'visibleIf'] as const) {
        const name = a[flag];
        sent(name, `/${key}/${i}/${flag}`);
        const f = name === undefined ? undefined : byName.get(name);
        const misfit = f && flagMisfit(name, KIND[f.type]);
        if (misfit) out.push(issue(listFile, `/${key}/${i}/${flag}`, misfit));
      }
      if (key === 'rowActions') placeholders(a.route).forEach((p) => sent(p, `/${key}/${i}/route`));
    });
  }
  if (!filterSet || !filterFile) return;
  const items = filterSet.items ?? [];
  items.forEach((item, i) => {
    const f = readable(filterFile, item.name, `/items/${i}/name`, `(for the ${list.id} list) the field`);
    if (f && f.type !== 'bool' && item.search_modes?.includes('istrue')) {
      out.push(issue(filterFile, `/items/${i}/search_modes`, `"istrue" needs a yes/no field; "${item.name}" is ${f.type}`));
    }
    (item.choices ?? []).forEach((choice, j) => {
      const misfit = f && choiceMisfit(choice.value, item.name, f.values);
      if (misfit) out.push(issue(filterFile, `/items/${i}/choices/${j}/value`, misfit));
    });
  });
  (filterSet.enabled ?? []).forEach((name, i) => {
    if (!items.some((item) => item.name === name)) out.push(issue(filterFile, `/enabled/${i}`, `no filter "${name}" in items`));
  });
}

function joinAll(files: Files, sources: ListSource[]) {
  const issues: SchemaIssue[] = [];
  const joined = sources.flatMap((source) => join(files, source, issues) ?? []);
  joined.forEach((j) => checkJoined(j, issues));
  return { joined, issues };
}

/** Problems between the list sources and the schema files (parsed, by repository path). */
export const listSourceIssues = (files: Files, sources: ListSource[]): SchemaIssue[] => joinAll(files, sources).issues;

function definition({ source, list, filterSet }: Joined): ListDefinition {
  const field = (name: string) => source.fields.find((f) => f.name === name) as FieldSql;
  const columns: Column[] = list.columns.map((c) => ({
    name: c.field, label: c.label, format: c.format, currencyField: c.currencyField,
    sortable: Boolean(c.sortable), hidden: Boolean(c.hidden), mandatory: Boolean(c.mandatory), field: field(c.field),
  }));
  const filters: FilterDef[] = (filterSet?.items ?? []).map((item) => ({
    name: item.name, label: item.label, type: item.type, modes: item.search_modes as FilterMode[],
    choices: item.choices?.map((c) => ({ value: String(c.value), label: c.label })), field: field(item.name),
  }));
  return {
    id: list.viewsId ?? list.id,
    title: list.title,
    view: source.view,
    from: source.from,
    fields: source.fields,
    columns,
    defaultColumns: columns.filter((c) => !c.hidden).map((c) => c.name),
    mandatoryFields: columns.filter((c) => c.mandatory).map((c) => c.name),
    defaultSort: list.defaultSort!,
    filters,
    enabledFilters: filterSet?.enabled ?? [],
    pageSizes: list.pageSizes ?? [...PAGE_SIZES],
    defaultPageSize: list.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    fulltextFields: source.search.fields,
    fulltext: source.search.sql,
    userScope: source.userScope,
    ...(list.totals ? { totals: { amount: field(list.totals.amount), currency: field(list.totals.currency) } } : {}),
  };
}

/** The routes of every source; throws with every problem (file#pointer: reason) when files and sources disagree. */
export function listRoutesOf(files: Files, sources: ListSource[]): ListRoute[] {
  const { joined, issues } = joinAll(files, sources);
  for (const s of sources) {
    const missing = s.tabs.find((t) => !files.has(endpointFile(t.endpoint)));
    if (missing) issues.push(issue(endpointFile(missing.endpoint), '', `missing: the server serves the ${s.name} list at ${missing.endpoint}`));
  }
  if (issues.length) throw new Error(`list files do not match the server's list sources:\n${issues.map(formatIssue).join('\n')}`);
  return joined.flatMap((j) => {
    const def = definition(j);
    return j.source.tabs.map((t) => ({ path: j.paths.get(t.endpoint)!.replace(/\{(\w+)\}/g, ':$1'), endpoint: t.endpoint, def, tab: t.tab, preset: t.preset, pathPreset: t.pathPreset }));
  });
}

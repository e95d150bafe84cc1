// Corpus harness: the app's real store and transport (the endpoints generated from
// schemas/endpoints) over a fake server that answers every list of schemas/lists with one generated
// row built from the list's own columns (plus the settings/, fields/ and /views/ companions),
// Mantine and a memory router.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ListResponse } from '../../../engine/list/response/types';
import type { ColumnDef, ListDef, Row } from '../../../engine/core/list/types';
import { createApiStore, type Answer, type Sent } from '../helpers/fakeApi';

/** One value per column format, so every cell renderer runs once. */
function sampleValue(column: ColumnDef): unknown {
  switch (column.format) {
    case 'amount':
      return '12.5';
    case 'date':
    case 'deadline':
      return '2024-03-01';
    case 'datetime':
      return '2024-03-01 12:34:56';
    case 'time':
      return '12:34:56';
    case 'percent':
      return 5;
    case 'badge':
      return 'approved';
    case 'ip':
      return '10.0.0.1';
    case 'payment_method':
      return 'visa';
    default:
      return `${column.field}-1`;
  }
}

export function sampleRow(def: ListDef): Row {
  const row: Row = { id: 1 };
  for (const c of def.columns) {
    row[c.field] = sampleValue(c);
    if (c.currencyField) row[c.currencyField] = 'GEL';
  }
  if (def.rowKey) row[def.rowKey] ??= 1;
  return row;
}

export function sampleReply(def: ListDef): ListResponse {
  const fields = def.columns.map((c) => ({ name: c.field, label: c.label, format: c.format, sortable: c.sortable }));
  const limit = def.defaultPageSize ?? def.pageSizes?.[0] ?? 10;
  return {
    data: [sampleRow(def)],
    paginator: { page: 1, pages: 1, limit, count: 1 },
    fields,
    filters: [],
    enabled_filters: [],
    fulltext_fields: [],
    query_words: '',
    params: { page: 1, limit, filters: [] },
    accepted_fields: fields.map((f) => f.name),
    mandatory_fields: [],
    current: { fields: fields.map((f) => f.name) },
  };
}

export interface Calls {
  list?: ListDef;
  calls: { method: string; url: string }[];
}

function fakeServer(state: Calls): (req: Sent) => Answer {
  return ({ url, method }) => {
    state.calls.push({ method, url });
    const [path] = url.split('?');
    const def = state.list;
    if (/^\/views\//.test(path)) return { data: { data: [] } };
    if (def && path.endsWith('/fields/')) return { data: { fields: sampleReply(def).fields, mandatory_fields: [] } };
    if (def && path.endsWith('/settings/')) return { data: { fields: def.columns.map((c) => c.field) } };
    if (def && !path.endsWith('/export/')) return { data: sampleReply(def) };
    return { data: {} };
  };
}

export function renderEngine(ui: ReactNode, { list, url = '/', path = '*' }: { list?: ListDef; url?: string; path?: string } = {}) {
  const state: Calls = { list, calls: [] };
  const { store } = createApiStore(fakeServer(state));
  const utils = render(
    <Provider store={store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div>elsewhere</div>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { ...utils, state };
}

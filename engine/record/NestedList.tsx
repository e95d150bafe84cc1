// A list of schemas/lists/ inside a record page, its call arguments filled from the reply: the
// whole list (toolbar, filters, pager; its saved views scoped to the `merchant` argument) or, as
// `view: table`, the rows of one call as a plain table (a one-page list such as a settlement's
// currencies; no URL state, so it sits beside a whole list on the same page).
import { Alert, Loader } from '@mantine/core';
import { useContext, useMemo, type ReactNode } from 'react';
import { useRecord } from '../list/api/useRecord';
import { useT } from '../list/i18n';
import { lists } from '../list/registry';
import type { Row } from '../core/list/types';
import { DataList } from '../list/ui/DataList';
import { DataTable } from '../list/ui/DataTable';
import { SavedViewsContext, useApiViewsAdapter } from '../list/views/context';
import { fillArgs, type Subject } from './subject';
import type { NestedListDef } from './types';

export function NestedList({
  list,
  subject,
  testId,
}: {
  list: NestedListDef;
  subject: Subject;
  testId?: string;
}) {
  const def = lists.get(list.id);
  const pathParams = fillArgs(list.pathParams, subject);
  const params = fillArgs(list.params, subject);
  const skip = !pathParams || !params;
  if (list.view === 'table')
    return (
      <ListTable
        endpoint={def.endpoint}
        pathParams={pathParams}
        skip={skip}
        testId={testId}
        listId={list.id}
      />
    );
  return (
    <div data-testid={testId}>
      <ScopedViews merchant={params?.merchant}>
        <DataList list={def} pathParams={pathParams} params={params} skip={skip} />
      </ScopedViews>
    </div>
  );
}

function ScopedViews({ merchant, children }: { merchant?: string; children: ReactNode }) {
  const forced = useContext(SavedViewsContext);
  const scope = useMemo(() => (merchant ? { merchant } : undefined), [merchant]);
  const adapter = useApiViewsAdapter(scope);
  return <SavedViewsContext.Provider value={forced ?? adapter}>{children}</SavedViewsContext.Provider>;
}

interface ListTableProps {
  listId: string;
  endpoint: string;
  pathParams?: Record<string, string>;
  skip: boolean;
  testId?: string;
}

function ListTable({ listId, endpoint, pathParams, skip, testId }: ListTableProps) {
  const def = lists.get(listId);
  const t = useT();
  const record = useRecord<{ data?: Row[] }>(endpoint, { pathParams, skip });
  if (record.error)
    return (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    );
  if (!record.data) return <Loader size="sm" />;
  return (
    <div data-testid={testId}>
      <DataTable
        label={t(def.title)}
        columns={def.columns}
        rows={Array.isArray(record.data.data) ? record.data.data : []}
        rowKey={def.rowKey}
      />
    </div>
  );
}

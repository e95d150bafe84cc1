// A whole list from its schema: toolbar, filters, virtualized table, pager. Everything comes
// from the controller; pass a controller to share it, or a definition to make one.
import { Alert, LoadingOverlay, Box } from '@mantine/core';
import { useCallback } from 'react';
import { useT } from '../i18n';
import { lists } from '../registry';
import type { ListDef } from '../types';
import { useListController, type ListController, type ListControllerOptions } from '../useListController';
import { ColumnProblems } from './ColumnProblems';
import { DataTable } from './DataTable';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { RowActionsMenu } from './RowActionsMenu';
import { useActionRunner } from './useActionRunner';

/** The same words, whatever the case and surrounding spaces. */
const sameText = (a: string, b: string | undefined) => b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface DataListViewProps {
  controller: ListController;
  maxHeight?: number;
  /** The page heading (translated): the list's own title is left out when it says the same; the table keeps it as its name. */
  pageTitle?: string;
}

export function DataListView({ controller, maxHeight, pageTitle }: DataListViewProps) {
  const { def, refetch } = controller;
  const t = useT();
  const run = useActionRunner(useCallback(() => refetch(), [refetch]));
  const rowActions = def.rowActions ?? [];
  const title = t(def.title);
  return (
    <Box data-list={def.id}>
      <ColumnProblems def={def} />
      <ListToolbar controller={controller} onAction={(a) => run(a)} hideTitle={sameText(title, pageTitle)} />
      {controller.error && (
        <Alert color="red" mb="sm" role="alert">
          {t(controller.error)}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={controller.isFetching} overlayProps={{ blur: 1 }} />
        <DataTable
          label={title}
          columns={controller.columns}
          rows={controller.rows}
          rowKey={def.rowKey}
          rowHeight={def.rowHeight}
          maxHeight={maxHeight}
          sort={controller.sort}
          onSort={controller.setSort}
          renderRowActions={
            rowActions.length
              ? (row) => <RowActionsMenu actions={rowActions} row={row} onRun={(a, r) => void run(a, r)} />
              : undefined
          }
        />
      </Box>
      <Pager
        paginator={controller.paginator}
        pageSizes={controller.pageSizes}
        limit={controller.limit}
        onPage={controller.setPage}
        onLimit={controller.setLimit}
      />
    </Box>
  );
}

export interface DataListProps extends ListControllerOptions {
  /** A list id of schemas/lists/ or a definition. */
  list: string | ListDef;
  maxHeight?: number;
  /** The page heading: a list title saying the same is not shown twice (DataListView). */
  pageTitle?: string;
}

export function DataList({ list, maxHeight, pageTitle, ...options }: DataListProps) {
  const def = typeof list === 'string' ? lists.get(list) : list;
  const controller = useListController(def, options);
  return <DataListView controller={controller} maxHeight={maxHeight} pageTitle={pageTitle} />;
}

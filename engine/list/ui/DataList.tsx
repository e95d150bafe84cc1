// A whole list from its schema: toolbar, filters, virtualized table (or the cards layout), pager.
// Everything comes from the controller; pass a controller to share it, or a definition to make one.
import { Alert, LoadingOverlay, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { ActionButton } from '../../actions/ActionButton';
import { holds } from '../../modal/conditions';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useT } from '../i18n';
import { lists } from '../registry';
import { actionPermitted, type EmptyState, type ListDef, type Row } from '../../core/list/types';
import type { ListController as Controller } from '../useListController';
import { useListController, type ListController, type ListControllerOptions } from '../useListController';
import { EMPTY_VALUE } from '../../format/constants';
import { ColumnProblems } from './ColumnProblems';
import { DataTable } from './DataTable';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { RowActionsMenu } from './RowActionsMenu';
import { ListTotalsLine } from './ListTotalsLine';
import { useActionRunner } from './useActionRunner';
import { useRowPoll } from './useRowPoll';

// The cards layout loads with the first list that has it (every other list is a table).
const CardGrid = lazy(() => import('./CardGrid').then((m) => ({ default: m.CardGrid })));

/** The same words, whatever the case and surrounding spaces. */
const sameText = (a: string, b: string | undefined) => b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface DataListViewProps {
  controller: ListController;
  maxHeight?: number;
  /** The page heading (translated): the list's own title is left out when it says the same; the table keeps it as its name. */
  pageTitle?: string;
}

/** The list file's empty state for the reply: the first whose `when` holds on it, when it has no rows. */
export function emptyStateOf(def: ListDef, controller: Pick<Controller, 'response'>): EmptyState | undefined {
  const reply = controller.response;
  if (!reply || reply.data.length > 0) return undefined;
  return def.empty?.find((e) => holds(e.when, reply));
}

export function DataListView({ controller, maxHeight, pageTitle }: DataListViewProps) {
  const { def, refetch } = controller;
  const t = useT();
  const reload = useCallback(() => refetch(), [refetch]);
  const run = useActionRunner(reload);
  useRowPoll(def, controller.rows, reload);
  const { canEdit } = controller;
  // Stable, so the memoized table does not re-render its rows while only the overlay changes.
  const renderRowActions = useMemo(() => {
    const rowActions = (def.rowActions ?? []).filter((a) => actionPermitted(a, canEdit));
    const label = t('Row actions');
    return rowActions.length
      ? (row: Row) => <RowActionsMenu actions={rowActions} row={row} onRun={(a, r) => void run(a, r)} label={label} />
      : undefined;
  }, [def.rowActions, canEdit, run, t]);
  const title = t(def.title);
  const empty = emptyStateOf(def, controller);
  if (empty?.replace) {
    const actions = empty.actions ? (def.listActions ?? []).filter((a) => actionPermitted(a, canEdit)) : [];
    return (
      <Stack data-list={def.id} data-list-empty maw={640} gap="sm">
        {empty.text && <Text>{t(empty.text)}</Text>}
        {actions.length > 0 ? <Text fw={600}>{t(empty.message)}</Text> : <Alert color="yellow" role="status">{t(empty.message)}</Alert>}
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((a) => <ActionButton key={a.id} label={a.label} color={a.color} onRun={() => run(a)} />)}
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Box data-list={def.id}>
      <ColumnProblems def={def} />
      <ListToolbar controller={controller} onAction={(a) => run(a, controller.args)} hideTitle={sameText(title, pageTitle)} />
      {controller.error && (
        <Alert color="red" mb="sm" role="alert">
          {t(controller.error)}
        </Alert>
      )}
      <ListTotalsLine def={def} totals={controller.response?.totals} />
      <Box pos="relative">
        {/* No blur: a blurred overlay repaints the whole table twice per page switch. */}
        <LoadingOverlay visible={controller.isFetching} overlayProps={{ backgroundOpacity: 0.4 }} />
        {def.layout === 'cards' && def.card ? (
          controller.rows.length > 0 ? (
            <Suspense fallback={<Loader size="sm" />}>
              <CardGrid def={{ ...def, card: def.card }} rows={controller.rows} canEdit={canEdit} onRun={(a, r) => void run(a, r)} />
            </Suspense>
          ) : (
            !controller.isFetching && <Text c="dimmed">{t(empty?.message ?? EMPTY_VALUE)}</Text>
          )
        ) : (
          <DataTable
            label={title}
            emptyText={empty?.message}
            fetching={controller.isFetching && controller.rows.length === 0}
            columns={controller.columns}
            rows={controller.rows}
            rowKey={def.rowKey}
            rowHeight={def.rowHeight}
            maxHeight={maxHeight}
            sort={controller.sort}
            onSort={controller.setSort}
            renderRowActions={renderRowActions}
          />
        )}
      </Box>
      {def.paged !== false && (
        <Pager
          paginator={controller.paginator}
          pageSizes={controller.pageSizes}
          limit={controller.limit}
          onPage={controller.setPage}
          onLimit={controller.setLimit}
        />
      )}
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

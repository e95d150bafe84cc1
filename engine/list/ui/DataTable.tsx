// The table: sticky header, sortable headers, formatted cells, a row actions column, and
// virtualized rows (only a window of rows is in the DOM; spacer rows keep the scroll height).
import { Table, UnstyledButton } from '@mantine/core';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeTranslate } from '../../badge/StatusBadge';
import { EMPTY_VALUE } from '../../format/constants';
import { Cell } from '../cells/Cell';
import { useT } from '../i18n';
import type { ColumnDef, Row } from '../../core/list/types';
import { useVirtualRows } from '../virtual/useVirtualRows';

export const DEFAULT_ROW_HEIGHT = 44;

export interface DataTableProps {
  /** The table's accessible name (the list's title, translated). */
  label?: string;
  columns: ColumnDef[];
  rows: Row[];
  rowKey?: string;
  rowHeight?: number;
  /** Height of the scroll area in px; rows beyond it are virtualized. */
  maxHeight?: number;
  sort?: string;
  onSort?(sort: string): void;
  renderRowActions?(row: Row): ReactNode;
  emptyText?: string;
  /** A call is on its way and no rows are shown: none yet is not none (the empty text waits for the answer). */
  fetching?: boolean;
}

function nextSort(current: string | undefined, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

function Header({ column, sort, onSort }: { column: ColumnDef; sort?: string; onSort?(s: string): void }) {
  const t = useT();
  const dir = sort === column.field ? 'ascending' : sort === `-${column.field}` ? 'descending' : undefined;
  return (
    <Table.Th aria-sort={dir ?? 'none'} style={{ textAlign: column.align, width: column.width }}>
      {column.sortable && onSort ? (
        <UnstyledButton fw={700} fz="sm" onClick={() => onSort(nextSort(sort, column.field))}>
          {t(column.label)} {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : ''}
        </UnstyledButton>
      ) : (
        t(column.label)
      )}
    </Table.Th>
  );
}

interface BodyRowProps {
  row: Row;
  /** The row's key value (rowKey), as data-row-key. */
  rowId: string;
  index: number;
  columns: ColumnDef[];
  rowHeight: number;
  renderRowActions?(row: Row): ReactNode;
}

// Body rows and cells are plain elements with the classes and data attributes Mantine's Table.Tr and
// Table.Td give them in this table (striped, highlightOnHover, row borders: see <Table> below): each
// Tr/Td costs a Box style-props pass, about 12 per row and most of a page switch's script time.
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
const ALIGNED: Record<NonNullable<ColumnDef['align']>, CSSProperties> = { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } };

/** Memoized: while scrolling only rows entering the window render. */
const BodyRow = memo(function BodyRow({ row, rowId, index, columns, rowHeight, renderRowActions }: BodyRowProps) {
  return (
    <tr
      className={ROW_CLASS}
      data-with-row-border
      data-striped="odd"
      data-hover
      style={{ height: rowHeight }}
      aria-rowindex={index + 2}
      data-row-key={rowId}
    >
      {columns.map((c) => (
        <td key={c.field} className={CELL_CLASS} style={c.align && ALIGNED[c.align]}>
          <Cell column={c} row={row} />
        </td>
      ))}
      {renderRowActions && <td className={CELL_CLASS}>{renderRowActions(row)}</td>}
    </tr>
  );
});

/** Memoized: a parent's re-render (the loading overlay, the toolbar) leaves the rows alone. */
export const DataTable = memo(function DataTable(props: DataTableProps) {
  const {
    label,
    columns,
    rows,
    rowKey = 'id',
    rowHeight = DEFAULT_ROW_HEIGHT,
    maxHeight = 640,
    renderRowActions,
  } = props;
  const win = useVirtualRows(rows.length, rowHeight, maxHeight);
  const t = useT();
  const { t: common } = useTranslation('common');
  const span = columns.length + (renderRowActions ? 1 : 0);
  return (
    <div style={{ maxHeight, overflow: 'auto' }} onScroll={win.onScroll} data-testid="datalist-scroll">
      {/* striped, highlightOnHover and the default row borders: BodyRow's data attributes say the same. */}
      <Table
        striped
        highlightOnHover
        stickyHeader
        layout={win.enabled ? 'fixed' : 'auto'}
        aria-rowcount={rows.length + 1}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Header key={c.field} column={c} sort={props.sort} onSort={props.onSort} />
            ))}
            {/* Named by visible text: a header cell with only an aria-label reads as empty to sighted users. */}
            {renderRowActions && <Table.Th style={{ width: 80, whiteSpace: 'nowrap' }}>{t('Actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        {/* The rows' badges translate through this one translator (StatusBadge). */}
        <BadgeTranslate.Provider value={common}>
          <Table.Tbody>
            {win.padTop > 0 && <tr aria-hidden="true" style={{ height: win.padTop }} />}
            {rows.slice(win.start, win.end).map((row, i) => (
              <BodyRow
                // By position on the page: the next page's rows reuse these rows' DOM (new text, same
                // elements) instead of unmounting 80 rows of cells and mounting 80 new ones.
                key={win.start + i}
                rowId={String(row[rowKey] ?? '')}
                row={row}
                index={win.start + i}
                columns={columns}
                rowHeight={rowHeight}
                renderRowActions={renderRowActions}
              />
            ))}
            {win.padBottom > 0 && <tr aria-hidden="true" style={{ height: win.padBottom }} />}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={span} ta="center" c="dimmed">
                  {props.fetching ? null : t(props.emptyText ?? EMPTY_VALUE)}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </BadgeTranslate.Provider>
      </Table>
    </div>
  );
});

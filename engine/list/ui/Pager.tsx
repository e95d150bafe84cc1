// Pager: pages from the reply's paginator, and the page size choice (5, 10, 20, 40, 80). The total
// shows when the server knows it; with count_exact false ('more than 10000') the pages run to the
// ones known so far plus the next while next_cursor is open, and there is no first/last edge (the
// last page is unknown). Every page number it offers is opened by the server with a keyset.
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { memo, useId } from 'react';
import { useT } from '../i18n';
import type { CursorPaginator } from '../cursorPaging';

export interface PagerProps {
  paginator: CursorPaginator;
  pageSizes: readonly number[];
  limit: number;
  onPage(page: number): void;
  onLimit(limit: number): void;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Memoized: re-renders only when its paginator, size or handlers change. */
export const Pager = memo(function Pager({ paginator, pageSizes, limit, onPage, onLimit }: PagerProps) {
  const t = useT();
  const id = useId();
  const estimated = paginator.count_exact === false;
  const total = Math.max(1, paginator.pages, estimated && paginator.next_cursor ? paginator.page + 1 : 0);
  return (
    <Group justify="space-between" mt="sm">
      <Group gap="xs">
        <Text size="sm" id={id}>
          {t('Rows per page')}
        </Text>
        <NativeSelect
          aria-labelledby={id}
          size="xs"
          value={String(limit)}
          data={pageSizes.map(String)}
          onChange={(e) => onLimit(Number(e.currentTarget.value))}
        />
        {paginator.count !== undefined && (
          <Text size="sm" c="dimmed" data-count-exact={!estimated}>
            {estimated ? `${t('More than')} ${paginator.count}` : `${paginator.count} ${t('total')}`}
          </Text>
        )}
      </Group>
      <Pagination
        total={total}
        value={paginator.page}
        onChange={onPage}
        size="sm"
        withEdges={!estimated}
        // The edge and arrow controls show only an icon: without a label they have no name.
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </Group>
  );
});

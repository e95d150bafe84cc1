// Pager: pages from the reply's paginator, and the page size choice (5, 10, 20, 40, 80). With
// count_exact false the count is a lower bound ('10000+') and next stays open while next_cursor does.
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
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

export function Pager({ paginator, pageSizes, limit, onPage, onLimit }: PagerProps) {
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
          <Text size="sm" c="dimmed">{`${paginator.count}${estimated ? '+' : ''} ${t('total')}`}</Text>
        )}
      </Group>
      <Pagination
        total={total}
        value={paginator.page}
        onChange={onPage}
        size="sm"
        withEdges
        // The edge and arrow controls show only an icon: without a label they have no name.
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </Group>
  );
}

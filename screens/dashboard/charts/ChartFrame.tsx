// What every chart shares: its title, the 'Show as table' toggle and the empty state.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Center, Group, Stack, Text } from '../../../engine';
import { ChartTable } from './ChartTable';
import type { ChartTableData } from './tables';

export interface ChartFrameProps {
  title: string;
  table: ChartTableData;
  /** The chart itself (drawn only while the table view is off). */
  children: ReactNode;
  height: number;
}

export function ChartFrame({ title, table, children, height }: ChartFrameProps) {
  const { t } = useTranslation('charts');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const empty = table.rows.length === 0;
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap">
        <Text id={titleId} fw={600}>{title}</Text>
        {!empty && (
          <Button variant="subtle" size="xs" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('Show as chart') : t('Show as table')}
          </Button>
        )}
      </Group>
      {empty ? (
        <Center h={height}><Text c="dimmed">{t('No data for this period')}</Text></Center>
      ) : asTable ? (
        <ChartTable caption={title} table={table} />
      ) : (
        children
      )}
    </Stack>
  );
}

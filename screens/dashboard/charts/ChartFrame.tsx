// What every chart shares: its title, the 'Show as table' toggle, what the card says above the
// chart (the widget's totals) and the empty state.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Center, Group, Stack, Text, Title } from '../../../engine';
import { ChartTable } from './ChartTable';
import type { ChartTableData } from './tables';

export interface ChartFrameProps {
  title: string;
  table: ChartTableData;
  /** The chart itself (drawn only while the table view is off). */
  children: ReactNode;
  height: number;
  /** Shown between the title and the chart (the totals of a dashboard widget). */
  summary?: ReactNode;
  /** The title as a heading of this level (a card of the dashboard page), else plain text. */
  heading?: 2 | 3;
}

/** What a chart component passes on to its frame. */
export type FrameExtras = Pick<ChartFrameProps, 'summary' | 'heading'>;

export function ChartFrame({ title, table, children, height, summary, heading }: ChartFrameProps) {
  const { t } = useTranslation('charts');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const empty = table.rows.length === 0;
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap">
        {heading ? <Title id={titleId} order={heading} size="h4">{title}</Title> : <Text id={titleId} fw={600}>{title}</Text>}
        {!empty && (
          <Button variant="subtle" size="xs" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('Show as chart') : t('Show as table')}
          </Button>
        )}
      </Group>
      {summary}
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

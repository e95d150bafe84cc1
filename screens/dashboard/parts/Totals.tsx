// A widget's totals: each value of the period with its change against the previous period of the
// same length ('+12.3 %', spec 000 s.9 percentages). The arrow and colour repeat what the text says;
// screen readers hear the sentence ('up 12.3 % from 10 Nov 2026 - 16 Nov 2026').
import { useTranslation } from 'react-i18next';
import {
  Group,
  Stack,
  Text,
  VisuallyHidden,
  formatDate,
  formatValue,
  type DashboardTotal,
} from '../../../engine';

/** Measures where a rise is bad news (refunds): their rise is red, their fall green. */
const LOWER_IS_BETTER = new Set(['refunded', 'refunds', 'refund_rate']);

function valueText(total: DashboardTotal, currency: string): string {
  if (total.format === 'amount') return `${formatValue(total.value, 'amount')} ${currency}`;
  if (total.format === 'percent') return formatValue(total.value, 'percent');
  return total.value;
}

export function Totals({
  totals,
  currency,
  previous,
}: {
  totals: DashboardTotal[];
  currency: string;
  previous: { date_from: string; date_to: string };
}) {
  const { t } = useTranslation('dashboard');
  const before = `${formatDate(previous.date_from) ?? previous.date_from} - ${formatDate(previous.date_to) ?? previous.date_to}`;
  return (
    <Group gap="xl" align="flex-start" data-testid="widget-totals">
      {totals.map((total) => {
        const change = total.change;
        const up = change !== null && change > 0;
        const good = change === null || change === 0 ? null : up !== LOWER_IS_BETTER.has(total.name);
        const amount =
          change === null
            ? ''
            : `${change > 0 ? '+' : change < 0 ? '-' : ''}${formatValue(Math.abs(change), 'percent')}`;
        const spoken =
          change === null
            ? t('no figures for {{period}}', { period: before })
            : change === 0
              ? t('unchanged from {{period}}', { period: before })
              : t(up ? 'up {{change}} from {{period}}' : 'down {{change}} from {{period}}', {
                  change: formatValue(Math.abs(change), 'percent'),
                  period: before,
                });
        return (
          <Stack key={total.name} gap={0}>
            <Text size="sm" c="dimmed">
              {t(total.label)}
            </Text>
            <Text size="xl" fw={700} data-testid={`total-${total.name}`}>
              {valueText(total, currency)}
            </Text>
            {/* Colour names without a shade: the theme's readable text shades (src/readableColors.ts). */}
            <Text size="sm" c={good === null ? 'dimmed' : good ? 'green' : 'red'} title={spoken}>
              <span aria-hidden="true">
                {change === null ? '---' : `${up ? '▲' : change < 0 ? '▼' : '='} ${amount}`}
              </span>
              <VisuallyHidden>{spoken}</VisuallyHidden>
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}

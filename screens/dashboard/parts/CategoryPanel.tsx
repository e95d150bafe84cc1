// One category tab: its filter bar (currency, date range with presets or custom days, refresh,
// 'Last updated') and its active widgets, two cards a row on wide screens.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  formatDateTime,
  type DashboardCategory,
} from '../../../engine';
import { CUSTOM, PERIOD_LABELS, rangeProblem, resolveRange, type PeriodChoice, type Range } from './period';
import { WidgetCard } from './WidgetCard';

interface Props {
  category: DashboardCategory;
  merchant: number;
  currencies: string[];
  defaultCurrency: string;
  /** Opens the settings modal of this tab; absent for a user who may not change the choice. */
  onSettings?: () => void;
}

export function CategoryPanel({ category, merchant, currencies, defaultCurrency, onSettings }: Props) {
  const { t } = useTranslation('dashboard');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [period, setPeriod] = useState<PeriodChoice>({ alias: category.default_period });
  const [draft, setDraft] = useState<Range>(
    () => resolveRange(category, period) ?? { date_from: '', date_to: '' },
  );
  const [refresh, setRefresh] = useState(0);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const onLoaded = useCallback((at: number) => setUpdatedAt((was) => Math.max(was ?? 0, at)), []);

  const shownCurrency = currencies.includes(currency) ? currency : defaultCurrency;
  const range = resolveRange(category, period);
  const problem = period.alias === CUSTOM ? rangeProblem(draft) : null;
  const names = new Map(category.available_widgets.map((w) => [w.id, w.name]));
  const ids = category.active_widgets.filter((id) => names.has(id));

  const choosePeriod = (alias: string) => {
    if (alias !== CUSTOM) return setPeriod({ alias });
    // A custom range starts from the days shown; it applies once both days make a valid range.
    const start = range ?? draft;
    setDraft(start);
    setPeriod({ alias: CUSTOM, custom: start });
  };
  const editDay = (key: keyof Range) => (value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!rangeProblem(next)) setPeriod({ alias: CUSTOM, custom: next });
  };

  return (
    <Stack gap="md" pt="md">
      <Group
        align="flex-end"
        gap="sm"
        wrap="wrap"
        role="group"
        aria-label={t('Filters of {{category}}', { category: t(category.name) })}
      >
        <NativeSelect
          label={t('Currency')}
          value={shownCurrency}
          onChange={(e) => setCurrency(e.currentTarget.value)}
          data={currencies}
          data-testid="dashboard-currency"
        />
        <NativeSelect
          label={t('Period')}
          value={period.alias}
          onChange={(e) => choosePeriod(e.currentTarget.value)}
          data={[
            ...category.period_choices.map((p) => ({
              value: p.alias,
              label: t(PERIOD_LABELS[p.alias] ?? p.alias),
            })),
            { value: CUSTOM, label: t('Custom range') },
          ]}
          data-testid="dashboard-period"
        />
        {period.alias === CUSTOM && (
          <>
            <TextInput
              type="date"
              label={t('From')}
              value={draft.date_from}
              max={draft.date_to || undefined}
              onChange={(e) => editDay('date_from')(e.currentTarget.value)}
              error={Boolean(problem)}
            />
            <TextInput
              type="date"
              label={t('To')}
              value={draft.date_to}
              min={draft.date_from || undefined}
              onChange={(e) => editDay('date_to')(e.currentTarget.value)}
              error={problem ? t(problem) : undefined}
            />
          </>
        )}
        <Button variant="default" onClick={() => setRefresh((n) => n + 1)}>
          {t('Refresh')}
        </Button>
        {onSettings && (
          <Button variant="subtle" onClick={onSettings}>
            {t('Dashboard settings')}
          </Button>
        )}
        <Text size="sm" c="dimmed" ml="auto" aria-live="polite" data-testid="dashboard-updated">
          {t('Last updated')}: {updatedAt === null ? '---' : formatDateTime(updatedAt)}
        </Text>
      </Group>
      {ids.length === 0 ? (
        <Text c="dimmed">{t('No widgets are chosen for this tab.')}</Text>
      ) : (
        range && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {ids.map((id) => (
              <WidgetCard
                key={id}
                id={id}
                name={names.get(id) ?? ''}
                params={{ merchant, currency: shownCurrency, ...range, refresh }}
                onLoaded={onLoaded}
              />
            ))}
          </SimpleGrid>
        )
      )}
    </Stack>
  );
}

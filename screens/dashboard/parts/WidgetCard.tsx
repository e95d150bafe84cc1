// One widget of a dashboard tab: a card with its totals and its chart. It calls GET
// /dashboard/widget/{id}/ only while the card is in the viewport and only when its parameters
// (merchant, currency, days, the refresh counter) differ from those of its last call (spec 000 s.4;
// useVisibleFetch); each call goes to the network (the refresh must, the rest differ anyway).
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Center, Loader, dashboardApi, errorText, type DashboardWidget } from '../../../engine';
import { ColumnChart, CountryMap, LineChart, PieChart, useVisibleFetch } from '../charts';
import { isCountry, isSeries, isSlice } from './graph';
import { Totals } from './Totals';

export interface WidgetParams {
  merchant: number;
  currency: string;
  date_from: string;
  date_to: string;
  /** Bumped by the refresh control: equal days and currency, yet a new call. */
  refresh: number;
}

/** Height kept while a widget first loads, so the cards below do not jump. */
const LOADING_HEIGHT_PX = 320;

function Chart({ widget, title, totals }: { widget: DashboardWidget; title: string; totals: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const frame = { title, summary: totals, heading: 2 as const };
  const series = useMemo(
    () => widget.graph.filter(isSeries).map((s) => ({ ...s, name: t(s.name) })),
    [widget.graph, t],
  );
  if (widget.type === 'pie') return <PieChart {...frame} slices={widget.graph.filter(isSlice)} />;
  if (widget.type === 'map') return <CountryMap {...frame} countries={widget.graph.filter(isCountry)} />;
  if (widget.type === 'column') return <ColumnChart {...frame} series={series} />;
  return <LineChart {...frame} series={series} />;
}

export function WidgetCard({
  id,
  name,
  params,
  onLoaded,
}: {
  id: number;
  name: string;
  params: WidgetParams;
  onLoaded?: (at: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [trigger, result] = dashboardApi.useLazyDashboardWidgetQuery();
  const { ref } = useVisibleFetch(
    params,
    ({ refresh: _refresh, ...filter }) => void trigger({ id, ...filter }),
  );
  const widget = result.data;
  const loadedAt = result.fulfilledTimeStamp;
  useEffect(() => {
    if (loadedAt !== undefined) onLoaded?.(loadedAt);
  }, [loadedAt, onLoaded]);
  const title = t(name);
  return (
    <Card
      ref={ref}
      withBorder
      padding="md"
      data-testid={`widget-${id}`}
      aria-busy={result.isFetching}
      style={{ opacity: result.isFetching && widget ? 0.6 : 1 }}
    >
      {result.isError && !result.isFetching ? (
        <Alert color="red" role="alert" title={title}>
          {errorText(result.error) ?? t('The widget could not be loaded.')}
        </Alert>
      ) : widget ? (
        <Chart
          widget={widget}
          title={title}
          totals={
            <Totals totals={widget.totals} currency={widget.currency} previous={widget.previous_period} />
          }
        />
      ) : (
        <Center h={LOADING_HEIGHT_PX}>{result.isFetching && <Loader size="sm" />}</Center>
      )}
    </Card>
  );
}

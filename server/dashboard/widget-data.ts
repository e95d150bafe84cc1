// One widget's reply: its totals against the previous period of the same length (issue 11 item 9)
// and its graph in the chart-series shapes of spec 000 s.3 (line/column: name + x/y points; pie:
// name, percent, total_amount, total_payments, conversion; map: country, country_count).
import type { Db } from '../db/connect.ts';
import { NO_SUMS, periodSums, sums, type Scope, type Sums } from './aggregates.ts';
import { MEASURES, type Measure, type WidgetDef } from './catalog.ts';
import { change, measureValue, percent } from './measures.ts';
import { previousPeriod, timeBuckets, type Period } from './period.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

export function totalsOf(widget: WidgetDef, current: Sums, previous: Sums) {
  return widget.totals.map((m) => {
    const value = measureValue(m, current);
    const before = measureValue(m, previous);
    return { name: m, label: MEASURES[m].label, format: MEASURES[m].format, value, previous: before, change: change(value, before) };
  });
}

function series(measures: Measure[], keys: string[], groups: Map<string | null, Sums>) {
  return measures.map((m) => ({
    name: MEASURES[m].label, measure: m, format: MEASURES[m].format,
    data: keys.map((x) => ({ x, y: measureValue(m, groups.get(x) ?? NO_SUMS) })),
  }));
}

/** Pie slices, largest amount first; [amount, count] measures of the widget. */
function slices(widget: WidgetDef, groups: Map<string | null, Sums>) {
  const [amountOf, countOf] = widget.series as [Measure, Measure];
  const pick = (m: Measure, s: Sums) => s[m as keyof Sums];
  const rows = [...groups].filter(([, s]) => pick(countOf, s) > 0n).sort(([, a], [, b]) => Number(pick(amountOf, b) - pick(amountOf, a)));
  const total = rows.reduce((n, [, s]) => n + pick(amountOf, s), 0n);
  return rows.map(([name, s]) => ({
    name: name ?? 'card', percent: Number(percent(pick(amountOf, s), total)), total_amount: measureValue(amountOf, s),
    total_payments: Number(pick(countOf, s)), conversion: Number(percent(s.success, s.attempts)),
  }));
}

/** Countries with paid payments, most first; payments without a known country are left out. */
function countries(groups: Map<string | null, Sums>) {
  return [...groups].filter((e): e is [string, Sums] => e[0] !== null && e[1].success > 0n)
    .sort(([, a], [, b]) => Number(b.success - a.success))
    .map(([country, s]) => ({ country, country_count: Number(s.success), total_amount: measureValue('volume', s) }));
}

export async function widgetData(db: Db, widget: WidgetDef, scope: Scope, period: Period) {
  const before = previousPeriod(period);
  const totals = await periodSums(db, scope, period, before);
  let interval: number | null = null;
  let graph: unknown[];
  switch (widget.group) {
    case 'time': {
      const buckets = timeBuckets(period);
      interval = buckets.step;
      graph = series(widget.series, buckets.keys, await sums(db, scope, period, buckets.step === 3_600 ? 'hour' : 'day'));
      break;
    }
    case 'hour_of_day':
      interval = 3_600;
      graph = series(widget.series, HOURS, await sums(db, scope, period, 'hour_of_day'));
      break;
    case 'method':
      graph = slices(widget, await sums(db, scope, period, 'method'));
      break;
    case 'country':
      graph = countries(await sums(db, scope, period, 'country'));
      break;
  }
  return {
    id: widget.id, type: widget.type, currency: scope.currency, date_from: period.from, date_to: period.to,
    previous_period: { date_from: before.from, date_to: before.to }, interval, totals: totalsOf(widget, totals.current, totals.previous), graph,
  };
}

// The ECharts canvas, loaded on first use (its own chunk with ECharts in it).
import { lazy, Suspense } from 'react';
import { Center, Loader } from '../../../engine';
import type { EChartProps } from './EChart';

const EChart = lazy(() => import('./EChart'));

export function LazyEChart(props: EChartProps) {
  return (
    <Suspense fallback={<Center h={props.height}><Loader size="sm" /></Center>}>
      <EChart {...props} />
    </Suspense>
  );
}

// The pie widget: a 222 px pie of the slices' shares, with its legend beside it.
import { useMemo } from 'react';
import { ChartFrame, type FrameExtras } from './ChartFrame';
import { LazyEChart } from './LazyEChart';
import { pieOption, PIE_SIZE_PX } from './pieOption';
import type { PieSlice } from './series';
import { pieTable } from './tables';

export function PieChart({ title, slices, ...frame }: { title: string; slices: PieSlice[] } & FrameExtras) {
  const option = useMemo(() => pieOption(slices), [slices]);
  const table = useMemo(() => pieTable(slices), [slices]);
  return (
    <ChartFrame title={title} table={table} height={PIE_SIZE_PX} {...frame}>
      <LazyEChart option={option} height={PIE_SIZE_PX} />
    </ChartFrame>
  );
}

// An SVG picture of one ECharts option (default export: loaded with React.lazy, see LazyEChart.tsx).
import { useEffect, useRef } from 'react';
import { init, type EChartsType, type EChartsOption } from './echartsRegistry';

export interface EChartProps {
  option: EChartsOption;
  height: number;
  /** Called with the chart after a roam (zoom or pan) of a geo component. */
  onRoam?: (chart: EChartsType) => void;
}

export default function EChart({ option, height, onRoam }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const instance = init(element.current!);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onRoam) return;
    const handler = () => onRoam(instance);
    instance.on('georoam', handler);
    return () => {
      if (!instance.isDisposed()) instance.off('georoam', handler);
    };
  }, [onRoam]);

  // The picture shows the numbers; the table view (ChartFrame) is what assistive technology reads.
  return <div ref={element} style={{ width: '100%', height }} aria-hidden="true" />;
}

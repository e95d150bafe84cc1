// An SVG picture of one ECharts option (default export: loaded with React.lazy, see LazyEChart.tsx).
import { useEffect, useRef } from 'react';
import { init, type EChartsType, type EChartsOption } from './echartsRegistry';

export interface EChartProps {
  option: EChartsOption;
  height: number;
  /**
   * Called with the chart once the option is drawn and after each roam (zoom or pan) of a geo
   * component: what depends on the drawn size or zoom (the map's clusters) is updated here.
   */
  onView?: (chart: EChartsType) => void;
}

export default function EChart({ option, height, onView }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const viewed = useRef(onView);
  useEffect(() => {
    viewed.current = onView;
  });

  useEffect(() => {
    const instance = init(element.current!);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    const roamed = () => viewed.current?.(instance);
    instance.on('georoam', roamed);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    instance.setOption(option, { notMerge: true });
    viewed.current?.(instance);
  }, [option]);

  // The picture shows the numbers; the table view (ChartFrame) is what assistive technology reads.
  return <div ref={element} style={{ width: '100%', height }} aria-hidden="true" />;
}

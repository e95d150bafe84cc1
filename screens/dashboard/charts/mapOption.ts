// ECharts option of the country map widget (pure: tested without a canvas). The map is the world outline
// shipped in ./world (registered as WORLD_MAP by the ECharts registry), never fetched.
import { clusterCountries, type Cluster } from './clusters';
import type { CountryCount } from './series';

export const WORLD_MAP = 'world';
/** Zoom levels of the map (spec 000 section 7: map zoom 2 to 5), counted like web-map zoom levels. */
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 5;

/** Each web-map level doubles the scale; level 2 (a whole-world view) is the geo component's scale 1. */
export const geoScale = (level: number) => 2 ** (level - MAP_MIN_ZOOM);

function markerSize(count: number): number {
  return Math.round(18 + 6 * Math.log10(Math.max(count, 1)));
}

/** The marker series for the clusters at a geo scale (replaced on every zoom). */
export function clusterSeries(rows: CountryCount[], scale: number, widthPx: number) {
  const clusters: Cluster[] = clusterCountries(rows, scale, widthPx);
  return {
    id: 'countries',
    type: 'scatter' as const,
    coordinateSystem: 'geo' as const,
    data: clusters.map((c) => ({ name: c.countries.join(', '), value: [...c.coord, c.count], symbolSize: markerSize(c.count) })),
    label: { show: true, formatter: '{@[2]}', color: '#fff', fontSize: 11 },
    itemStyle: { color: '#1c7ed6', opacity: 0.9 },
    tooltip: { formatter: '{b}: {@[2]}' },
  };
}

export function mapOption(rows: CountryCount[], widthPx: number) {
  return {
    tooltip: { trigger: 'item' as const },
    geo: {
      map: WORLD_MAP,
      roam: true,
      zoom: geoScale(MAP_MIN_ZOOM),
      scaleLimit: { min: geoScale(MAP_MIN_ZOOM), max: geoScale(MAP_MAX_ZOOM) },
      silent: true,
      itemStyle: { areaColor: '#e9ecef', borderColor: '#ced4da' },
    },
    series: [clusterSeries(rows, geoScale(MAP_MIN_ZOOM), widthPx)],
  };
}

// Clustered country markers of the map widget: countries whose markers would overlap at the current
// zoom merge into one marker carrying their summed count (a marker-clusterer, computed here because
// ECharts has none).
import centroids from './world/centroids.json';
import type { CountryCount } from './series';

const CENTROIDS = centroids as unknown as Record<string, [number, number]>;

/** Markers closer than this (screen pixels) merge. */
export const CLUSTER_RADIUS_PX = 40;

export interface Cluster {
  /** [longitude, latitude] of the cluster's largest country. */
  coord: [number, number];
  count: number;
  countries: string[];
}

export function centroidOf(country: string): [number, number] | undefined {
  return CENTROIDS[country.toUpperCase()];
}

/**
 * Greedy clustering, largest country first: each country joins the first cluster whose centre is within
 * the radius (converted to degrees for the map's width in pixels at geo zoom `scale`), else starts one.
 * Countries without a known centroid are left off the map (the table still lists them).
 */
export function clusterCountries(rows: CountryCount[], scale: number, widthPx: number): Cluster[] {
  const radiusDeg = (CLUSTER_RADIUS_PX * 360) / (Math.max(widthPx, 1) * scale);
  const clusters: Cluster[] = [];
  const sorted = [...rows].sort((a, b) => b.country_count - a.country_count);
  for (const row of sorted) {
    const coord = centroidOf(row.country);
    if (!coord || row.country_count <= 0) continue;
    const near = clusters.find((c) => Math.hypot(c.coord[0] - coord[0], c.coord[1] - coord[1]) <= radiusDeg);
    if (near) {
      near.count += row.country_count;
      near.countries.push(row.country.toUpperCase());
    } else clusters.push({ coord, count: row.country_count, countries: [row.country.toUpperCase()] });
  }
  return clusters;
}

// ECharts stays out of every route but the dashboard's (issue 11 item 3): one module imports it, from
// `echarts/core` and the per-part entries only (never the whole 'echarts'), and that module is reached
// only through a dynamic import, so the bundler gives it a chunk no other route loads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHARTS = 'screens/dashboard/charts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** [file, specifier, type-only?, dynamic?] of every import of the app's source. */
const imports = ['engine', 'screens', 'src'].flatMap(sources).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/^import (type )?[^'"]*?from '([^']+)'/gm)].map((m) => ({ file, from: m[2], typeOnly: !!m[1], dynamic: false }));
  const dynamics = [...text.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => ({ file, from: m[1], typeOnly: false, dynamic: true }));
  return [...statics, ...dynamics];
});

describe('ECharts isolation', () => {
  it('only the registry imports ECharts, and only echarts/core and its per-part entries', () => {
    const echarts = imports.filter((i) => /^echarts(\/|$)|^echarts-for-react/.test(i.from));
    expect([...new Set(echarts.map((i) => i.file))]).toEqual([join(CHARTS, 'echartsRegistry.ts')]);
    expect(echarts.map((i) => i.from).sort()).toEqual(['echarts/charts', 'echarts/components', 'echarts/core', 'echarts/renderers']);
  });

  it('the registry is loaded by EChart.tsx alone (others import its types only), and EChart.tsx only dynamically', () => {
    const registry = imports.filter((i) => i.from === './echartsRegistry' && !i.typeOnly);
    expect(registry.map((i) => i.file)).toEqual([join(CHARTS, 'EChart.tsx')]);
    const chart = imports.filter((i) => i.from === './EChart' && !i.typeOnly);
    expect(chart).toEqual([{ file: join(CHARTS, 'LazyEChart.tsx'), from: './EChart', typeOnly: false, dynamic: true }]);
  });
});

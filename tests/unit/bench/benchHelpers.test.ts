// The bench's measuring helpers: the manifest walker, route -> screen, bench selection, figures, the Ajv spy.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../../tests/bench/bundle';
import { benchNames } from '../../../tests/bench/run';
import { spyAjv } from '../../../tests/bench/support/ajvSpy';
import {
  chunksUnder,
  entryKey,
  filesHolding,
  initialJs,
  screenKey,
  staticClosure,
  type Manifest,
} from '../../../tests/bench/support/manifest';
import { formatGoal, goal, median } from '../../../tests/bench/support/stats';
import type { Redirect, RouteEntry } from '../../../src/router/routeTable';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['screens/account/Login.tsx', 'screens/placeholder/Placeholder.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_cycle.js'], dynamicImports: ['_qr.js'] },
  '_cycle.js': { file: 'assets/cycle.js', imports: ['_form.js'] },
  '_qr.js': { file: 'assets/qr.js' },
  '_styles.css': { file: 'assets/styles.css' },
  'screens/account/Login.tsx': {
    file: 'assets/Login.js',
    src: 'screens/account/Login.tsx',
    isDynamicEntry: true,
    imports: ['_form.js', '_router.js', '_styles.css'],
  },
  'screens/placeholder/Placeholder.tsx': {
    file: 'assets/Placeholder.js',
    src: 'screens/placeholder/Placeholder.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 60,
  'assets/router.js': 30,
  'assets/form.js': 50,
  'assets/cycle.js': 5,
  'assets/qr.js': 999,
  'assets/Login.js': 2,
  'assets/Placeholder.js': 1,
  'assets/styles.css': 7,
};
const sizeOf = (file: string) => ({ bytes: SIZES[file] * 3, gzip: SIZES[file] });

describe('manifest walker', () => {
  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/no entry/);
  });

  it('follows static imports only, once each, through cycles', () => {
    expect(staticClosure(manifest, ['screens/account/Login.tsx'])).toEqual([
      'screens/account/Login.tsx',
      '_form.js',
      '_react.js',
      '_cycle.js',
      '_router.js',
      '_styles.css',
    ]);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow(/no chunk _missing.js/);
  });

  it("sums the entry and a route's screen chunk with their static imports, JS only, largest first", () => {
    const login = initialJs(manifest, [screenKey(manifest, 'account/Login')], sizeOf);
    expect(login.files.map((f) => f.file)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/form.js',
      'assets/router.js',
      'assets/cycle.js',
      'assets/Login.js',
    ]);
    expect(login.gzip).toBe(100 + 60 + 30 + 50 + 5 + 2);
    expect(login.bytes).toBe(login.gzip * 3);
    expect(initialJs(manifest, [screenKey(manifest, 'placeholder')], sizeOf).gzip).toBe(100 + 60 + 30 + 1);
    expect(initialJs(manifest, [], sizeOf).gzip).toBe(190);
  });

  it('names a screen without a chunk', () => {
    expect(() => screenKey(manifest, 'lists/Payments')).toThrow(/screens\/lists\/Payments.tsx/);
  });

  it('finds a generic page (engine/<kind>) in engine/page/<Kind>Page.tsx', () => {
    expect(() => screenKey(manifest, 'engine/tabs')).toThrow(/engine\/page\/TabsPage.tsx/);
  });
});

describe('dashboard chunks', () => {
  const withCharts: Manifest = {
    ...manifest,
    'screens/dashboard/Dashboard.tsx': { file: 'assets/Dashboard.js', src: 'screens/dashboard/Dashboard.tsx', isDynamicEntry: true, imports: ['_react.js'] },
    '_EChart.js': { file: 'assets/EChart.js', src: 'screens/dashboard/charts/EChart.tsx', isDynamicEntry: true },
  };
  it('finds the chunks of a folder by their module, the lazy ones too', () => {
    expect(chunksUnder(withCharts, ['screens/dashboard/'])).toEqual(['screens/dashboard/Dashboard.tsx', '_EChart.js']);
    expect(chunksUnder(manifest, ['screens/dashboard/'])).toEqual([]);
  });
  it('names the files that hold a marker', () => {
    const files = initialJs(manifest, [screenKey(manifest, 'account/Login')], sizeOf).files;
    const text: Record<string, string> = { 'assets/form.js': 'x._echarts_instance_=1' };
    expect(filesHolding(files, '_echarts_instance_', (f) => text[f] ?? '').map((f) => f.key)).toEqual(['_form.js']);
  });
});

describe('route -> screen', () => {
  const routes: RouteEntry[] = [
    { path: '/account/login', screen: 'account/Login', title: 'Sign in', access: 'visitor' },
    {
      path: '/transactions/payments/:type',
      screen: 'transactions/Payments',
      title: 'Payments',
      access: 'user',
    },
    { path: '*', screen: 'errors/ErrorPage', title: 'Page not found', access: 'open' },
  ];
  const redirects: Redirect[] = [{ from: '/transactions', to: '/transactions/payments/all' }];
  it('picks the route as the router would, after the redirect map', () => {
    expect(screenOf('/account/login', routes, redirects)).toBe('account/Login');
    expect(screenOf('/transactions', routes, redirects)).toBe('transactions/Payments');
    expect(screenOf('/nope', routes, redirects)).toBe('errors/ErrorPage');
  });
});

describe('bench selection', () => {
  const files = [
    'run.ts',
    'lists.ts',
    'bundle.ts',
    'form-keystroke.ts',
    'support',
    'types.d.ts',
    'README.md',
  ];
  it('runs every bench module in name order, not run.ts', () => {
    expect(benchNames(files, new Set(), new Set())).toEqual(['bundle', 'form-keystroke', 'lists']);
  });
  it('honours BENCH_ONLY and BENCH_SKIP', () => {
    expect(benchNames(files, new Set(['bundle']), new Set())).toEqual(['bundle']);
    expect(benchNames(files, new Set(), new Set(['lists']))).toEqual(['bundle', 'form-keystroke']);
  });
});

describe('figures', () => {
  it('median and goals', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(formatGoal(goal('ratio', 1.5, '<=', 2, 'x'))).toBe('ratio <= 2x: PASS (1.50x)');
    expect(formatGoal(goal('speed-up', 4.2, '>=', 5, 'x'))).toBe('speed-up >= 5x: FAIL (4.20x)');
    expect(goal('nan', Number.NaN, '<=', 2).pass).toBe(false);
  });
});

describe('Ajv spy', () => {
  it('counts compile() calls and schema compilations until stopped', () => {
    const ajv = new Ajv();
    ajv.compile({ type: 'null' }); // compiles the draft-07 meta-schema too, before the spy
    const spy = spyAjv();
    const schema = { type: 'string' };
    ajv.compile(schema);
    ajv.compile(schema); // cached: a call, no compilation
    ajv.validate({ type: 'number' }, 1); // validate(schema) goes through compile()
    spy.stop();
    ajv.compile({ type: 'boolean' });
    expect(spy.count).toEqual({ compile: 3, compilations: 2 });
  });
});

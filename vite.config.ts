import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/build-precompress.ts';

const ENGINE_DIR = fileURLToPath(new URL('./engine/', import.meta.url));
const ENGINE_API_DIR = fileURLToPath(new URL('./engine/api/', import.meta.url));

/**
 * Engine modules have no import-time side effects (docs/architecture.md): a module of engine/ that no
 * importer uses is dropped, so a screen importing the engine barrel gets only what it uses instead of
 * everything the barrel re-exports (e.g. the QR-code library on the sign-in page). CSS still counts.
 * engine/api/ is the exception: its index re-exports .generated/api/*, whose injectEndpoints calls
 * must run even where no hook is imported (forms and screens call endpoints by id).
 */
function moduleSideEffects(id: string): boolean | undefined {
  if (id.startsWith(ENGINE_DIR) && !id.startsWith(ENGINE_API_DIR) && /\.[cm]?[jt]sx?$/.test(id)) return false;
  return undefined;
}

/** Libraries every page loads, each in a chunk of its own that survives app deploys in the cache. */
const VENDOR_CHUNKS = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor-router',
    test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-redux',
    test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|use-sync-external-store|@standard-schema)[\\/]/,
  },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

/**
 * @rjsf/core imports markdown-to-jsx (31 kB gzip) for descriptions that may be Markdown; our form files
 * hold plain text, so a tiny plain-text stand-in of ours takes its place (docs/decisions.md, Forms performance).
 */
const PLAIN_MARKDOWN = fileURLToPath(new URL('./engine/form/plainMarkdown.tsx', import.meta.url));

/**
 * `virtual:form-issues`: every form file checked against schemas/_meta/forms.json when the bundle is
 * built (and on each dev/test load), as `{ 'schemas/forms/<id>.json': SchemaIssue[] }` (errors only).
 * The browser reads the result instead of shipping the meta-schema validator (engine/form/formFiles.ts).
 */
function formIssues(): Plugin {
  const id = 'virtual:form-issues';
  const checker = fileURLToPath(new URL('./engine/core/schema/checkFormFiles.ts', import.meta.url));
  return {
    name: 'form-issues',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      // Loaded through Vite's module runner (TypeScript, extension-less imports), not imported by this file.
      const { module } = await runnerImport<typeof import('./engine/core/schema/checkFormFiles')>(checker, { configFile: false, logLevel: 'error' });
      const root = fileURLToPath(new URL('./', import.meta.url));
      for (const file of [module.META_FORMS, ...module.formFilePaths(root)]) this.addWatchFile(`${root}${file}`);
      return `export default ${JSON.stringify(module.checkFormFiles(root))};`;
    },
  };
}

/**
 * ECharts and zrender import tslib's helpers, and so does Mantine's scroll lock (react-remove-scroll) on
 * the sign-in page. One shared tslib module put the charts' helpers in a chunk the sign-in route loads
 * (Combination, +0.15 kB gzip there); the charts get a copy of their own that loads with them instead.
 */
function chartsOwnTslib(): Plugin {
  const id = '\0charts-tslib';
  // tslib's ES module build, next to the CommonJS main file (the package exports no subpaths).
  const file = join(dirname(createRequire(import.meta.url).resolve('tslib')), 'tslib.es6.js');
  const charts = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;
  return {
    name: 'charts-own-tslib',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'tslib' && importer && charts.test(importer) ? id : undefined),
    load: (loaded) => (loaded === id ? readFileSync(file, 'utf8') : undefined),
  };
}

/** A stand-in of ours for the module `source`, only where a module whose path matches `importer` imports it. */
function standInFor(name: string, source: string, importer: RegExp, standInPath: string): Plugin {
  const standIn = fileURLToPath(new URL(standInPath, import.meta.url));
  return {
    name,
    enforce: 'pre',
    resolveId: (asked, by) => (asked === source && by && importer.test(by) ? standIn : undefined),
  };
}

/**
 * @rjsf/utils imports fast-uri (12 kB gzip) for two calls when resolving `$ref`s; a small stand-in of ours
 * (URL-based) takes its place there only (ajv keeps the real one).
 */
const rjsfUriResolver = () => standInFor('rjsf-uri-resolver', 'fast-uri', /[\\/]@rjsf[\\/]utils[\\/]/, './engine/form/uriResolver.ts');

/**
 * `@mantine/notifications/store`: the package's store module alone (the package exports only its
 * index). engine/feedback/alerts.ts writes to the store from every page, while the <Notifications>
 * component (with Transition, Portal and its styles) loads with the first alert (src/App.tsx):
 * imported through the index, the store brought the whole package into the first load.
 */
const NOTIFICATIONS_STORE = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/notifications')),
  '../esm/notifications.store.mjs',
);

/**
 * Mantine's ScrollArea imports Floating UI for its useMergeRefs only; there it gets engine/modal/
 * scrollAreaRefs.ts instead, so that pages without a popover do not load Floating UI (15.5 kB gzip).
 */
const scrollAreaRefs = () =>
  standInFor('scroll-area-refs', '@floating-ui/react', /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, './engine/modal/scrollAreaRefs.ts');

export default defineConfig({
  plugins: [react(), formIssues(), chartsOwnTslib(), rjsfUriResolver(), scrollAreaRefs(), precompressPlugin()],
  resolve: {
    alias: [
      { find: /^markdown-to-jsx(\/react)?$/, replacement: PLAIN_MARKDOWN },
      { find: /^@mantine\/notifications\/store$/, replacement: NOTIFICATIONS_STORE },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: what each route loads (tests/bench/bundle.ts reads it).
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  server: { port: 5173 },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'engine/**/*.test.{ts,tsx}',
      'screens/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    // DOM tests render forms at once: every form file loaded first (engine/form/formFiles.ts).
    setupFiles: ['tests/unit/setup/preloadForms.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});

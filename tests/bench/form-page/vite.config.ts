// Production build of the form keystroke bench page (tests/bench/form-keystroke.ts): the app's Vite
// config (plugins, aliases) with this folder's index.html as the only input. rjsf, ajv and Mantine get
// chunks of their own (named bench-*; lodash goes with rjsf, its user), so the trace's CPU profile tells their JavaScript apart.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from '../../../vite.config.ts';

const { test: _test, ...base } = app as typeof app & { test?: unknown };

export default mergeConfig(base, {
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  base: './',
  build: {
    manifest: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./index.html', import.meta.url)),
      output: {
        codeSplitting: {
          groups: [
            { name: 'bench-rjsf', test: /[\\/]node_modules[\\/](@rjsf[\\/](core|utils|mantine)|lodash|lodash-es)[\\/]/, priority: 1 },
            { name: 'bench-ajv', test: /[\\/]node_modules[\\/](ajv|ajv-formats|@rjsf[\\/]validator-ajv8)[\\/]/, priority: 1 },
            { name: 'bench-mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});

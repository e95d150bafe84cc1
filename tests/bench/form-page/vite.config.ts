// Production build of the form keystroke bench page (tests/bench/form-keystroke.ts): the app's Vite
// config (plugins, aliases) with this folder's index.html as the only input.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from '../../../vite.config.ts';

const { test: _test, ...base } = app as typeof app & { test?: unknown };

export default mergeConfig(base, {
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  base: './',
  build: {
    manifest: false,
    rolldownOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
});

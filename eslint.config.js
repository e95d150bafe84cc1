import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import restrictedDynamicImports from './eslint-rules/restricted-dynamic-imports.js';

// Boundaries between the folders (docs/architecture.md, "Boundaries"). Import strings are matched
// as written; relative imports are matched by the folder they name, whatever the depth of `../`.
// Each pattern is a regex, so boundaries/dynamic-imports applies the same table to `import('...')`.
const UP = String.raw`^(?:\.\.?/)*(?:\.\./)`;
const boundary = {
  /** engine/ internals: anything under engine/ but its public index. */
  engineInternals: { regex: String.raw`${UP}engine/(?!index(?:\.tsx?)?$).+`, message: 'Import the engine only through its public index (engine/index.ts).' },
  /** src/ internals: anything under engine/ but engine/index.ts, the transport entry engine/api/index.ts and the lean entry engine/lite.ts. */
  engineInternalsForSrc: {
    regex: String.raw`${UP}engine/(?!(?:index|api|api/index|lite)(?:\.tsx?)?$).+`,
    message: 'src/ imports the engine through engine/index.ts (or the transport entry engine/api/index.ts, or the lean entry engine/lite.ts), never its internals.',
  },
  src: { regex: String.raw`${UP}src(?:/|$)`, message: 'src/ (the app shell) is not imported from here.' },
  server: { regex: String.raw`${UP}server(?:/|$)`, message: 'server/ code is not imported from here.' },
  /** the engine but its React-free part engine/core, which is what the server shares. */
  engineOutsideCore: { regex: String.raw`${UP}engine(?:/(?!core(?:/|$)).*)?$`, message: 'server/ imports from the engine only engine/core (the part without React).' },
  screens: { regex: String.raw`${UP}screens(?:/|$)`, message: 'The engine knows no screen: it never imports screens/.' },
  tsx: { regex: String.raw`\.tsx$`, message: 'No component (.tsx) here: engine/core and server/ run without React.' },
};
const react = (where) => ({
  regex: String.raw`^(?:react|react-dom|react-redux|@mantine/[^/]+|@rjsf/core)(?:/|$)`,
  message: `${where} imports no React, react-dom, react-redux, @mantine/* or @rjsf/core.`,
});
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'boundaries/dynamic-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.generated', 'data', 'test-results', '.bench', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries: { rules: { 'dynamic-imports': restrictedDynamicImports } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Later blocks replace the rule for their files, so each folder lists all of its own limits.
  { files: ['screens/**/*.{ts,tsx}'], rules: restrict(boundary.engineInternals, boundary.src, boundary.server) },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(boundary.engineInternalsForSrc, boundary.server) },
  { files: ['engine/**/*.{ts,tsx}'], rules: restrict(boundary.screens, boundary.src, boundary.server) },
  { files: ['engine/core/**/*.ts'], rules: restrict(boundary.screens, boundary.src, boundary.server, boundary.tsx, react('engine/core')) },
  { files: ['server/**/*.ts'], rules: restrict(boundary.engineOutsideCore, boundary.tsx, react('server/')) },
);

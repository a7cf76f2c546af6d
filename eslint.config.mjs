// ESLint (issue 28): type-aware typescript-eslint for server/src, client/src and e2e; React hooks and accessibility
// rules for the client; Prettier owns formatting (eslint-config-prettier turns off the rules that would fight it).
//
// eslint-suppressions.json (ESLint's bulk suppressions) is empty since issue 28: never re-suppress to pass. A problem
// with no real fix is disabled in place, on its one line, with the reason after ' -- ' (eslint-comments' require-description).
// Every rule is an error: ESLint suppresses errors only, and a warning would fail `--max-warnings 0` anyway.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The same config with each 'warn' raised to 'error'. */
function errorsOnly(config) {
  const rules = Object.fromEntries(
    Object.entries(config.rules ?? {}).map(([rule, entry]) => {
      const [level, ...options] = Array.isArray(entry) ? entry : [entry];
      return [rule, [level === 'warn' || level === 1 ? 'error' : level, ...options]];
    }),
  );
  return { ...config, rules };
}

const TS = ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'e2e/**/*.ts'];
const CLIENT = ['client/src/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    '**/test-results/',
    '**/playwright-report/',
    '**/blob-report/',
    '**/coverage/',
    '.data/',
    'client/src/gql/',
    'bench/results/',
    // Not linted yet (outside the scope of issue 28's first step): server tests, client build scripts and the
    // root's build, bench and tool scripts.
    'server/test/',
    'server/jest.config.js',
    'client/build/',
    'client/vite.config.ts',
    'codegen.ts',
    'scripts/',
    'bench/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // An eslint-disable comment says why after ' -- ': `// eslint-disable-next-line <rule> -- <reason>`.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }] },
  },
  {
    files: TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig.json nearest to it (server/, client/, e2e/).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: CLIENT,
    extends: [errorsOnly(reactHooks.configs.flat.recommended), errorsOnly(jsxA11y.flatConfigs.recommended)],
    languageOptions: { globals: globals.browser },
    rules: {
      // MUI components may take focus: a dialog's first field or safe button when it opens (the WAI-ARIA dialog
      // pattern) and the one form of the sign-in, sign-up and magic-link pages. On a plain element it stays refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['eslint.config.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  prettier,
]);

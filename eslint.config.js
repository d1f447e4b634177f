// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries of
// shared/docs/style.md ("Boundaries"), enforced on import specifiers.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** web/ and sw/ use from api/ only api/schemas/** values and `import type` of the rest (AppType). */
const apiFromClient = {
  regex: '^#api/(?!schemas/)',
  allowTypeImports: true,
  message: 'web/ and sw/ import from api/ only api/schemas/** (and types, e.g. AppType).',
};

const restricted = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web/route-tree.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: { URL: 'readonly', process: 'readonly' } } },
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The compiler-oriented rules flag ordinary effect patterns we use on purpose.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel re-exports (style.md).' }],
    },
  },
  // api/schemas is the contract shared with the browser: valibot and sibling schemas only.
  {
    files: ['api/schemas/**/*.ts'],
    ignores: ['api/schemas/**/*.test.ts'],
    rules: restricted({ regex: '^(?!valibot$|\\./[\\w.-]+$)', message: 'api/schemas imports nothing but valibot and sibling schemas.' }),
  },
  // Shared web code imports no feature and no route.
  {
    files: ['web/components/**', 'web/lib/**', 'web/queries/**', 'web/db/**', 'web/sync/**', 'web/i18n/**'],
    rules: restricted(apiFromClient, {
      group: ['#web/features/*', '#web/routes/*', '**/features/*', '**/routes/*'],
      message: 'Shared web code imports no feature or route (style.md).',
    }),
  },
  // Features do not import each other, nor routes.
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: restricted(apiFromClient, {
      group: ['#web/routes/*', '**/routes/*', '#web/features/*', `!#web/features/${feature}`, `!#web/features/${feature}/**`, ...features.filter((f) => f !== feature).map((f) => `**/${f}/*`)],
      message: 'Features do not import each other or routes; compose them in a route (style.md).',
    }),
  })),
  { files: ['web/routes/**', 'web/*.ts', 'web/*.tsx'], rules: restricted(apiFromClient) },
  { files: ['sw/**'], rules: restricted(apiFromClient, { group: ['#web/*', '**/web/*'], message: 'The service worker does not import the page.' }) },
);

// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries of
// shared/docs/style.md ("Boundaries"), enforced on import specifiers.
//
// Boundaries use `regex` patterns for `#…` aliases: in `group` patterns (gitignore syntax) a
// leading `#` starts a comment, so `#web/features/*` there guards nothing. `group` is kept only for
// relative paths. tests/lint/boundaries.test.ts proves each zone reports a deliberate violation.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

/** web/ and sw/ use from api/ only api/schemas/** values and `import type` of the rest (AppType). */
const apiFromClient = {
  regex: '^#api/(?!schemas/)',
  allowTypeImports: true,
  message: 'web/ and sw/ import from api/ only api/schemas/** (and types, e.g. AppType).',
};
/** The page shares with the worker only what both must agree on (issue #26); the rest of sw/ is the worker's. */
const workerInternals = {
  regex: '^#sw/(?!page-contract\\.ts$|shared-inbox\\.ts$|notification-store\\.ts$)',
  message: 'The page imports from sw/ only page-contract.ts (cache names, header, share target), shared-inbox.ts (the inbox database) and notification-store.ts (the bell’s database).',
};
const noTests = { regex: '^#tests/', message: 'Production code does not import tests/ (test helpers live under tests/utils/, for tests only).' };
const noKysely = { regex: '^kysely(/|$)', message: 'Kysely (SQL) only in api/repositories/**, api/db/** and kysely-migrations/** (style.md).' };
const noBrowser = [
  { regex: '^#(web|sw)/', message: 'api/ does not import the browser code (web/, sw/).' },
  { group: ['**/web/**', '**/sw/**'], message: 'api/ does not import the browser code (web/, sw/).' },
];
const noDatabase = [
  { regex: '^#web/db/database\\.ts$', message: 'Only web/db and web/sync touch the Dexie database; use the queries and commands of web/sync.' },
  { group: ['**/db/database.ts'], message: 'Only web/db and web/sync touch the Dexie database; use the queries and commands of web/sync.' },
];
const noFeatureOrRoute = [
  { regex: '^#web/(features|routes)/', message: 'Shared web code imports no feature or route (style.md).' },
  { group: ['**/features/**', '**/routes/**'], message: 'Shared web code imports no feature or route (style.md).' },
];
const otherFeatures = (feature) => [
  { regex: `^#web/(routes/|features/(?!${feature}/))`, message: 'Features do not import each other or routes; compose them in a route (style.md).' },
  {
    group: ['**/routes/**', ...features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../../${f}/**`, `../${f}/**`])],
    message: 'Features do not import each other or routes; compose them in a route (style.md).',
  },
];

// Flat config keeps only the last options of a rule per file, so each zone lists all its patterns.
const restricted = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.flat() }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web/route-tree.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**', 'tests/lint/fixtures/**'] },
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
  // The API: no browser code, no test helpers; SQL only in repositories, db and migrations.
  { files: ['api/**/*.ts'], ignores: TEST_FILES, rules: restricted(noBrowser, noTests, noKysely) },
  { files: ['api/db/**/*.ts', 'kysely-migrations/**/*.ts'], ignores: TEST_FILES, rules: restricted(noBrowser, noTests) },
  // Repositories answer values (Outcome/Refusal); HTTP statuses and errors belong to routes and api/http.
  {
    files: ['api/repositories/**/*.ts'],
    ignores: TEST_FILES,
    rules: restricted(...noBrowser, noTests, {
      group: ['../http/*', '#api/http/*'],
      allowTypeImports: true,
      message: 'Repositories know nothing of HTTP: answer a Refusal (api/repositories/outcome.ts) and let the route map it (api/http/refusals.ts).',
    }),
  },
  // api/schemas is the contract shared with the browser: valibot and sibling schemas only, and
  // markdown-it in the one comment renderer both sides run (issue #28).
  {
    files: ['api/schemas/**/*.ts'],
    ignores: [...TEST_FILES, 'api/schemas/comment-text.ts'],
    rules: restricted({ regex: '^(?!valibot$|\\./[\\w.-]+$)', message: 'api/schemas imports nothing but valibot and sibling schemas.' }),
  },
  {
    files: ['api/schemas/comment-text.ts'],
    rules: restricted({ regex: '^(?!markdown-it$)', message: 'The comment renderer imports markdown-it only, so it runs in the browser too.' }),
  },
  // The storage and sync core: shared code, the only one touching the Dexie database.
  { files: ['web/db/**', 'web/sync/**'], ignores: TEST_FILES, rules: restricted(apiFromClient, workerInternals, noTests, noKysely, noFeatureOrRoute) },
  // Other shared web code imports no feature and no route, and goes through web/sync for storage.
  {
    files: ['web/components/**', 'web/lib/**', 'web/queries/**', 'web/i18n/**'],
    ignores: TEST_FILES,
    rules: restricted(apiFromClient, workerInternals, noTests, noKysely, noFeatureOrRoute, noDatabase),
  },
  // Features do not import each other, nor routes.
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**`],
    ignores: TEST_FILES,
    rules: restricted(apiFromClient, workerInternals, noTests, noKysely, noDatabase, otherFeatures(feature)),
  })),
  { files: ['web/routes/**', 'web/app/**', 'web/*.ts', 'web/*.tsx'], ignores: TEST_FILES, rules: restricted(apiFromClient, workerInternals, noTests, noKysely, noDatabase) },
  {
    files: ['sw/**'],
    ignores: TEST_FILES,
    rules: restricted(
      apiFromClient,
      noTests,
      noKysely,
      { regex: '^#web/', message: 'The service worker does not import the page.' },
      { group: ['**/web/**'], message: 'The service worker does not import the page.' },
    ),
  },
  // Tests may reach anything, except that the API's own tests still stay out of the browser code.
  { files: ['api/**/*.test.ts'], rules: restricted(noBrowser) },
);

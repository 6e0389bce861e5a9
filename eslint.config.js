import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other: shared code lives in web/src/components or web/src/lib,
// and web/src/app composes features into screens (bulletproof-react's import direction).
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The worker's areas of the product (worker/src/<area>/{routes,services,...}); lib, db, schemas
// and platform are the shared ground below them.
const workerAreas = ['accounts', 'cms', 'community', 'content', 'giving', 'mail', 'messaging', 'notifications', 'search'];

// Every worker file: workerd, not Node, and never the web app.
const workerRuntime = [
  { group: ['node:*'], message: 'The worker runs on workerd, not Node.' },
  { group: ['**/web/**', '@/*'], message: 'The worker must not import the web app.' },
];

// The web app knows the worker through one door: the typed client reads its AppType.
const workerOnlyThroughClient = {
  group: ['@worker/*', '**/worker/src/**'],
  message: 'Only web/src/lib/api-client.ts reads the worker (its AppType); call the worker through the typed client.',
};

// Focus after a change goes through one helper, which renders the change first (flushSync
// anywhere else would be a second way, and a frame or timeout instead is a race).
const focusThroughHelper = {
  name: 'react-dom',
  importNames: ['flushSync'],
  message: 'Use focusAfterChange from @/lib/focus-after-change: it renders the change, then moves focus.',
};

// Nothing but a feature's api module and lib names a worker address: screens read and refresh
// through each feature's api module (its hooks, cache keys and invalidate, built from the typed
// client). paths.ts keeps the full-page links (/api/login, downloads), which are not fetches.
const noApiPaths = ['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
  selector,
  message: "Name no '/api/' path here: use the feature's api module (its hooks, cache keys and invalidate) or paths.ts for a link.",
}));

// Types flow from the worker: an answer's type is inferred from the typed client in the
// feature's api module (or @/lib/api-types for the shared ones), so a screen imports schemas,
// constants and words from @schemas, never a type written beside them.
const noSchemaTypes = [
  "ImportDeclaration[importKind='type'][source.value=/^@schemas\\//]",
  "ImportDeclaration[source.value=/^@schemas\\//] > ImportSpecifier[importKind='type']",
  'ExportNamedDeclaration[source.value=/^@schemas\\//]',
].map((selector) => ({
  selector,
  message: "Import types from the feature's api module or @/lib/api-types (inferred from the typed client), not from @schemas.",
}));

// The ground floors: lib imports nothing of the app above it, and components/ui (thin wrappers
// over Headless UI and Tailwind) imports only lib and each other, so both can be used anywhere.
const libStaysBelow = {
  group: ['@/features/**', '@/components/**', '@/app/**', '**/features/**', '**/components/**', '**/app/**'],
  message: 'web/src/lib is the ground floor: it imports no feature, component or app module (move the shared piece into lib).',
};
const uiStaysBelow = [
  {
    group: ['@/features/**', '@/app/**', '**/features/**', '**/app/**'],
    message: 'components/ui imports no feature or app module: pass what differs in as props.',
  },
  {
    group: ['@/components/**', '!@/components/ui', '!@/components/ui/**'],
    message: 'components/ui imports only lib and other ui components (move the shared piece into lib).',
  },
];

const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [focusThroughHelper],
        patterns: [
          {
            group: features.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}/**`]),
            message: 'Features must not import each other; move shared code to web/src/components or web/src/lib.',
          },
          { group: ['@/app/**'], message: 'Features must not import from the app layer.' },
          workerOnlyThroughClient,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', '.wrangler/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api-client.ts', 'web/src/lib/focus-after-change.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [focusThroughHelper], patterns: [workerOnlyThroughClient] }] },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    // Its tests may render it in real components.
    ignores: ['web/src/lib/api-client.ts', 'web/src/lib/focus-after-change.ts', 'web/src/lib/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [focusThroughHelper], patterns: [workerOnlyThroughClient, libStaysBelow] }] },
  },
  {
    // The two doors (the worker's types, flushSync) still stay below the app.
    files: ['web/src/lib/api-client.ts', 'web/src/lib/focus-after-change.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libStaysBelow] }] },
  },
  {
    files: ['web/src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [focusThroughHelper], patterns: [workerOnlyThroughClient, ...uiStaysBelow] }] },
  },
  {
    // The worker runs on workerd: no Node built-ins, and it never imports the web app.
    files: ['worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...workerRuntime],
        },
      ],
    },
  },
  // The worker by area (docs/architecture.md): an area reaches another only through that
  // area's public module (worker/src/<area>/public.ts, what it offers the others); its routes
  // are mounted only by the entry (index.ts), and nothing below the areas (lib, db, schemas,
  // platform, mail's transport) imports an area.
  ...workerAreas.map((area) => ({
    files: [`worker/src/${area}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workerRuntime,
            {
              regex: `^(\\.\\./)+(${workerAreas.filter((a) => a !== area).join('|')})/(?!public$)`,
              message: 'Another area is reached through its public module (../<area>/public), never its files.',
            },
            { regex: '^(\\.\\./)+(?!\\.)[\\w-]+/routes/', message: "Another area's routes are its own: call its services." },
          ],
        },
      ],
    },
  })),
  {
    // A public module exports no routes: a route module runs middleware as it loads, which through
    // a public module would depend on the order the areas load in (a TDZ error in the seed script).
    files: ['worker/src/*/public.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/routes/', message: 'A public module holds no routes.' }] }],
    },
  },
  {
    files: ['worker/src/{lib,db,platform}/**/*.ts', 'worker/src/mail/{smtp,templates}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workerRuntime,
            {
              regex: `^(\\.\\./)+(${workerAreas.filter((a) => a !== 'mail').join('|')})/`,
              message: 'The shared ground (lib, db, platform, mail transport) sits below the areas and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app bundles these too: valibot and each other only, so nothing of the worker's
    // runtime (drizzle, Hono, the database) reaches the browser through a shared schema.
    files: ['worker/src/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!valibot$|\\./[\\w-]+$)', message: 'Shared schemas import only valibot and each other.' }] },
      ],
    },
  },
  {
    // The same rule for `ReactDOM.flushSync` through a default or namespace import.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/focus-after-change.ts'],
    rules: { 'no-restricted-properties': ['error', { property: 'flushSync', message: focusThroughHelper.message }] },
  },
  ...featureBoundaries,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Tests and their support build worker answers by hand, as fixtures.
    ignores: [
      'web/src/features/*/api/**',
      'web/src/lib/**',
      'web/src/sw.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/test/**',
      'web/src/**/testing/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noApiPaths, ...noSchemaTypes] },
  },
);

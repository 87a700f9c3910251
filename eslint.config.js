import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import i18next from 'eslint-plugin-i18next';

// ---- Web (apps/web) rules: accessibility and feature boundaries ----
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBlock = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'jsx-a11y': jsxA11y, import: importPlugin },
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  rules: {
    ...jsxA11y.flatConfigs.recommended.rules,
    // A scrolling region (a wide table) must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          // No feature imports another feature: app/ composes them (routes, props).
          ...webFeatures.map((feature) => ({
            target: `${WEB}/features/${feature}`,
            from: `${WEB}/features`,
            except: [`./${feature}`],
            message: 'A web feature does not import another feature; compose them in apps/web/src/app.',
          })),
          {
            target: `${WEB}/features`,
            from: `${WEB}/app`,
            message: 'Features do not import from app/ (app/ composes features, not the reverse).',
          },
          {
            target: [`${WEB}/components`, `${WEB}/lib`],
            from: [`${WEB}/features`, `${WEB}/app`],
            message: 'Shared components and lib do not depend on features or app/.',
          },
        ],
      },
    ],
  },
};
const webFeatureBlock = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[object.type='MetaProperty'][property.name=/^glob/]",
        message: 'import.meta.glob reaches into other folders unseen by the boundary rules; compose in app/.',
      },
    ],
  },
};

// The citizen side speaks English, Yoruba and Pidgin (issue 16, docs/decisions/021-web-languages.md): a word a
// citizen reads comes from a message catalogue, never a literal in the JSX (text, or a prop that is shown or read
// out). The police console stays English and is not checked.
const CONSOLE_FEATURES = [
  'administration',
  'audit',
  'casework',
  'channels',
  'community-authoring',
  'news-authoring',
  'open311-keys',
  'police-accounts',
  'police-feedback',
  'retention',
  'sla-targets',
  'sos-board',
  'system',
];
const citizenTextBlock = {
  files: ['apps/web/src/{app,components,features}/**/*.tsx'],
  ignores: [
    'apps/web/src/app/console/**',
    // The console's shared frames (components/console), English like the console features that use them.
    'apps/web/src/components/console/**',
    ...CONSOLE_FEATURES.map((feature) => `apps/web/src/features/${feature}/**`),
    // Unit tests render components with text of their own; no citizen reads it.
    'apps/web/src/**/*.test.tsx',
  ],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label', 'hint', 'subtitle'],
          exclude: [],
        },
        message: 'A citizen reads this: take it from the message catalogue (docs/decisions/021-web-languages.md)',
        // Strings that are not text: a catalogue id given to Lingui's `_`, a form field's name given to
        // react-hook-form (`register`, `watch`, lib/form's `fieldProps`). The plugin's own list (replaced when set) first.
        callees: {
          exclude: [
            ...[
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
            ],
            ...['dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'],
            ...['_', 'register', 'watch', 'fieldProps'],
          ],
        },
      },
    ],
  },
};
// ---- end of web rules ----

// API boundaries (docs/ARCHITECTURE.md): routes (HTTP) -> service (rules, plain in/out) -> repository (SQL).
const apiModuleFiles = ['apps/api/src/modules/**/*.ts'];
const apiTestFiles = ['apps/api/src/**/*.test.ts', 'apps/api/src/**/test-*.ts', 'apps/api/src/**/*.test-helpers.ts'];
const otherModulesRepository = {
  regex: '^\\.\\./(?!\\.\\.|accounts-core/)[^/]+/.+\\.repository$',
  message:
    "Another module's SQL is private to it: call its service, or move the shared query to a shared piece (accounts-core).",
};
const dbSchema = {
  regex: '(^|/)db/schema$',
  message: 'SQL lives in repositories: routes and services call a repository instead of importing db/schema.',
};
const anyRepository = {
  regex: '\\.repository$',
  message: 'Routes own HTTP only: call the service, which calls the repository.',
};
const fastifyInServices = {
  regex: '^(fastify|fastify-plugin|fastify-type-provider-zod|@fastify/.*)$',
  message: 'Services take plain inputs and return plain results: no Fastify types (the route passes what it read).',
};
const apiBoundaries = [
  {
    files: apiModuleFiles,
    ignores: apiTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepository] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepository, dbSchema, anyRepository] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesRepository, dbSchema, fastifyInServices] }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...apiBoundaries,
  webBlock,
  webFeatureBlock,
  citizenTextBlock,
);

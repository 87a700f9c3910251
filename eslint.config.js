import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);

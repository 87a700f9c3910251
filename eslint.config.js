import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';

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
// ---- end of web rules ----

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
  webBlock,
  webFeatureBlock,
);

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
  'news-authoring',
  'open311-keys',
  'police-accounts',
  'police-feedback',
  'sla-targets',
  'sos-board',
];
/**
 * Citizen files not yet translated: each helper who translates a screen removes its files from this list, and
 * the list only shrinks. A new citizen file is never added here.
 */
const NOT_YET_TRANSLATED = [
  'apps/web/src/app/layouts/site-footer.tsx',
  'apps/web/src/app/layouts/site-layout.tsx',
  'apps/web/src/app/navigation/mobile-drawer.tsx',
  'apps/web/src/app/navigation/nav-bar.tsx',
  'apps/web/src/app/navigation/notification-bell.tsx',
  'apps/web/src/app/route-error.tsx',
  'apps/web/src/components/compose-form.tsx',
  'apps/web/src/components/install-app-button.tsx',
  'apps/web/src/components/install-help.tsx',
  'apps/web/src/components/lga-point-map.tsx',
  'apps/web/src/components/message-thread.tsx',
  'apps/web/src/components/place-map.tsx',
  'apps/web/src/components/ui/combobox.tsx',
  'apps/web/src/components/ui/confirm-dialog.tsx',
  'apps/web/src/components/ui/copy-button.tsx',
  'apps/web/src/components/ui/data-table.tsx',
  'apps/web/src/components/ui/form-footer.tsx',
  'apps/web/src/components/ui/modal.tsx',
  'apps/web/src/components/ui/pagination.tsx',
  'apps/web/src/components/ui/password-checklist.tsx',
  'apps/web/src/components/ui/spinner.tsx',
  'apps/web/src/components/ui/star-rating.tsx',
  'apps/web/src/features/accounts/components/email-form.tsx',
  'apps/web/src/features/accounts/components/form-field.tsx',
  'apps/web/src/features/accounts/components/google-button.tsx',
  'apps/web/src/features/accounts/components/otp-code-entry.tsx',
  'apps/web/src/features/accounts/components/otp-input.tsx',
  'apps/web/src/features/accounts/components/permission-prompts.tsx',
  'apps/web/src/features/accounts/components/settings-deletion.tsx',
  'apps/web/src/features/accounts/components/settings-notifications.tsx',
  'apps/web/src/features/accounts/components/settings-password.tsx',
  'apps/web/src/features/accounts/components/settings-profile.tsx',
  'apps/web/src/features/accounts/components/signup-otp-step.tsx',
  'apps/web/src/features/accounts/pages/forgot-password-page.tsx',
  'apps/web/src/features/accounts/pages/login-page.tsx',
  'apps/web/src/features/accounts/pages/settings-page.tsx',
  'apps/web/src/features/accounts/pages/sign-up-page.tsx',
  'apps/web/src/features/feedback/components/feedback-history.tsx',
  'apps/web/src/features/feedback/components/give-feedback-form.tsx',
  'apps/web/src/features/feedback/pages/feedback-page.tsx',
  'apps/web/src/features/incidents/components/address-field.tsx',
  'apps/web/src/features/incidents/components/evidence-grid.tsx',
  'apps/web/src/features/incidents/components/hide-identity-field.tsx',
  'apps/web/src/features/incidents/components/incident-type-field.tsx',
  'apps/web/src/features/incidents/components/media-picker.tsx',
  'apps/web/src/features/incidents/components/report-form.tsx',
  'apps/web/src/features/incidents/components/review-dialog.tsx',
  'apps/web/src/features/incidents/components/station-field.tsx',
  'apps/web/src/features/incidents/components/track-form.tsx',
  'apps/web/src/features/incidents/components/upload-progress-list.tsx',
  'apps/web/src/features/incidents/pages/dashboard-page.tsx',
  'apps/web/src/features/incidents/pages/edit-draft-page.tsx',
  'apps/web/src/features/incidents/pages/report-anonymously-page.tsx',
  'apps/web/src/features/incidents/pages/report-details-page.tsx',
  'apps/web/src/features/incidents/pages/report-incident-page.tsx',
  'apps/web/src/features/incidents/pages/reports-page.tsx',
  'apps/web/src/features/incidents/pages/survey-page.tsx',
  'apps/web/src/features/marketing/components/call-112.tsx',
  'apps/web/src/features/marketing/components/crime-map-teaser-slot.tsx',
  'apps/web/src/features/marketing/components/faq-section.tsx',
  'apps/web/src/features/marketing/components/hero-section.tsx',
  'apps/web/src/features/marketing/components/how-it-works.tsx',
  'apps/web/src/features/marketing/components/landing-sections.tsx',
  'apps/web/src/features/marketing/components/legal-page.tsx',
  'apps/web/src/features/marketing/components/story-section.tsx',
  'apps/web/src/features/marketing/components/testimonials-section.tsx',
  'apps/web/src/features/marketing/pages/about-page.tsx',
  'apps/web/src/features/marketing/pages/landing-page.tsx',
  'apps/web/src/features/marketing/pages/not-found-page.tsx',
  'apps/web/src/features/marketing/pages/privacy-page.tsx',
  'apps/web/src/features/marketing/pages/terms-page.tsx',
  'apps/web/src/features/news/components/app-download-banner.tsx',
  'apps/web/src/features/news/components/news-card.tsx',
  'apps/web/src/features/news/components/tag-list.tsx',
  'apps/web/src/features/news/pages/article-page.tsx',
  'apps/web/src/features/news/pages/news-page.tsx',
  'apps/web/src/features/notifications/components/unread-badge.tsx',
  'apps/web/src/features/notifications/pages/notifications-page.tsx',
  'apps/web/src/features/sos/components/recorded-player.tsx',
  'apps/web/src/features/sos/components/sent-alert-status.tsx',
  'apps/web/src/features/sos/pages/sos-page.tsx',
];
const citizenTextBlock = {
  files: ['apps/web/src/{app,components,features}/**/*.tsx'],
  ignores: [
    'apps/web/src/app/console/**',
    ...CONSOLE_FEATURES.map((feature) => `apps/web/src/features/${feature}/**`),
    ...NOT_YET_TRANSLATED,
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

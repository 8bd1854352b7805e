import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Cross-feature imports. A feature imports another feature only through the modules listed here
 * (paths under src/features/); every other cross-feature import fails lint. Prefer composing in
 * src/app (a route passes one feature's widget into another's page as a prop, as /auth does with the
 * login banner); add an entry only for a shared surface, with its reason. Tested by
 * src/lint-rules.test.ts.
 */
const crossFeatureAllowlist = {
  // Every feature: the app's session surface (who is signed in, refresh, sign out; isAdminUser)
  // and the one reader of user_metadata (its fields, their defaults and the allowed languages).
  '*': ['auth/stores/auth-store.ts', 'auth/lib/profile.ts'],
  admin: [
    // The announcement form previews the very card the banner shows.
    'announcements/components/announcement-card.tsx',
    // One home of the announcement limits (the form, and the DB test that proves them).
    'announcements/lib/limits.ts',
    // The announcement row types, derived from src/types/database.ts.
    'announcements/types.ts',
    // An alert's context shows the tutor's replies rendered as the student saw them (lazy-loaded).
    'chat/components/markdown/markdown-content.tsx',
    // "Área de profesor" in the admin's navigation shows the new alerts of the classes.
    'classes/components/class-alerts-badge.tsx',
  ],
  chat: [
    // The chat screen shows the chat announcements (welcome and conversation).
    'announcements/components/announcements-banner.tsx',
    // The sign-up grade levels, which the new-conversation levels follow.
    'auth/texts.ts',
    // Lazily loaded, one chunk: the sidebar's classes (join, list, leave), the modal's "Clase"
    // picker and /unirse/:code's dialog.
    'classes/components/student-classes.tsx',
    // "Área de profesor" in the sidebar shows the new alerts of the teacher's classes.
    'classes/components/class-alerts-badge.tsx',
  ],
  classes: [
    // The class's alerts reuse the admin's alert list and follow-up (same RPC row shape).
    'admin/components/safety-alerts-section.tsx',
    // The class export uses the admin exports' CSV guard and download.
    'admin/lib/export-format.ts',
    'admin/lib/download.ts',
    // The class view shows "Aciertos sin ayuda" with the admin's table, narrowed to the class.
    'admin/components/challenge-stats-table.tsx',
    'admin/lib/date-range.ts',
    // The students' progress figures are counts as the admin's tables write them ('—' for none).
    'admin/lib/format.ts',
    // The class form offers the conversation subjects and levels.
    'chat/texts.ts',
    // A class conversation reads like the chat: markdown and KaTeX.
    'chat/components/markdown/markdown-content.tsx',
    // "Probar como estudiante" opens the teacher's conversation in the class as the chat does.
    'chat/api/conversations.ts',
  ],
  profile: [
    // The profile extends the sign-up grade levels and checks the same password minimum.
    'auth/texts.ts',
    // The name box (limit, autocomplete, placeholder, icon) is the one sign-up asks with.
    'auth/components/profile-fields.tsx',
  ],
};

/** Only in test files: modules a test stubs with vi.mock and imports to drive the stub. */
const crossFeatureTestAllowlist = {
  chat: [
    'announcements/api/get-active-announcements.ts',
    // The sidebar's and the new-conversation form's tests set the classes that the lazily loaded
    // class widgets (tag, filter, "Clase") read.
    'classes/stores/my-classes-store.ts',
    'classes/types.ts',
  ],
  // The students tab's test stubs the "Aciertos sin ayuda" table's reader.
  classes: ['admin/api/get-challenge-stats.ts'],
  // The form's payload test expects the stored defaults the banner's test rows start from.
  admin: ['announcements/lib/test-fixtures.ts'],
};

/** The native dialogs no screen may use, and what to use instead. */
const nativePopups = ['alert', 'confirm', 'prompt'];
const popupMessage =
  "No native alert/confirm/prompt: use notify() or askConfirm() from @/lib/notices (a toast, the app's confirmation dialog).";

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: the rest of src/features is off limits except itself and its allowlist. */
function featureZones(...allowlists) {
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...allowlists.flatMap((list) => [...(list['*'] ?? []), ...(list[feature] ?? [])]),
    ].map((path) => (path.startsWith('./') ? path : `./${path}`)),
    message:
      'Cross-feature import: compose the two features in src/app, or add the module to crossFeatureAllowlist in eslint.config.js with its reason.',
  }));
}

/** Import direction: shared code -> features -> app (bulletproof-react), plus the feature zones. */
function restrictedPaths(...allowlists) {
  return [
    'error',
    {
      zones: [
        { target: './src/features', from: './src/app' },
        {
          target: ['./src/components', './src/lib', './src/config', './src/types'],
          from: ['./src/features', './src/app'],
        },
        ...featureZones(...allowlists),
        evalsZone('./src'),
      ],
    },
  ];
}

/**
 * The labelled sets (evals/) are data for the eval, train and test commands: the app and the
 * functions never read them (a shipped module importing a set would carry, or tune on, it).
 * Tests beside a function's module may read them through evals/load.ts. Tested by
 * scripts/lint-rules.test.ts.
 */
function evalsZone(target) {
  return {
    target,
    from: './evals',
    message:
      'The labelled sets (evals/) are eval and training data: app and function code never imports them (tests may, through evals/load.ts).',
  };
}

/**
 * An effect returns nothing but a cleanup. React calls whatever an effect returns when the component
 * leaves, so an arrow effect with an expression body (`useEffect(() => window.scrollTo(0, 0))`)
 * hands React the call's result: a browser API that starts returning a Promise makes React throw
 * "destroy is not a function" and blanks the page. Write the body as a block; return a function only
 * to clean up (`useEffect(() => () => cleanup(), [])` is fine). Tested by scripts/lint-rules.test.ts.
 */
const effectReturnsOnlyCleanup = ['useEffect', 'useLayoutEffect', 'useInsertionEffect'].flatMap(
  (hook) =>
    [
      `CallExpression[callee.name='${hook}']`,
      `CallExpression[callee.property.name='${hook}']`,
    ].flatMap((call) => [
      {
        selector: `${call} > ArrowFunctionExpression.arguments:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression'][body.type!='FunctionExpression']`,
        message: `${hook}: write the effect's body as a block ({ ... }); an effect returns nothing but a cleanup function.`,
      },
      {
        // An async effect returns a Promise, never a cleanup.
        selector: `${call} > :matches(ArrowFunctionExpression, FunctionExpression)[async=true].arguments:first-child`,
        message: `${hook}: an effect may not be async (it would return a Promise); call an async function inside it.`,
      },
    ]),
);

/**
 * Files allowed a function over 80 lines, each group with why. Everything else hand-written outside
 * the tests splits a longer function into named steps (helpers, hooks, sub-components). The list
 * may only shrink.
 */
const longFunctionFiles = [
  // On the first load of / or /auth, whose size budgets (scripts/size.ts) are nearly full: a split
  // into hooks and components adds bytes (measured: ConversationView and createTutorReply +0.6 KB
  // gzip on /, AuthForm +0.2 KB on /auth, each over its budget). To split with savings elsewhere.
  'src/features/auth/components/auth-form.tsx',
  'src/features/chat/components/chat-page.tsx',
  'src/features/chat/components/composer.tsx',
  'src/features/chat/components/conversation-title.tsx',
  'src/features/chat/components/conversation-view.tsx',
  'src/features/chat/components/new-conversation-modal.tsx',
  'src/features/chat/components/sidebar.tsx',
  'src/features/chat/lib/use-message-window.ts',
  'src/features/chat/stores/tutor-reply.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'supabase/.data',
      'supabase/.temp',
      'test-results',
      'playwright-report',
      // Mutation testing: its report and its sandboxes (copies of the project).
      'reports',
      'src/types/database.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-unresolved': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@shared/**', group: 'internal' },
          ],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import-x/no-restricted-paths': restrictedPaths(crossFeatureAllowlist),
      // The browser's pop-ups (English title, page blocked, not themable): the app has its own,
      // notify() and askConfirm() from src/lib/notices.ts. Tested by scripts/lint-rules.test.ts.
      'no-restricted-globals': [
        'error',
        ...nativePopups.map((name) => ({ name, message: popupMessage })),
      ],
      'no-restricted-syntax': [
        'error',
        ...effectReturnsOnlyCleanup,
        {
          selector: `CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name=/^(${nativePopups.join('|')})$/]`,
          message: popupMessage,
        },
      ],
    },
  },
  {
    // Tests, and the setup files that several tests of one screen share.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*-test-setup.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        crossFeatureAllowlist,
        crossFeatureTestAllowlist,
      ),
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [evalsZone('./supabase/functions')] }],
    },
  },
  {
    // Routes only compose: a route renders one screen of a feature, named `*-page.tsx` (or an area's
    // layout, `*-shell.tsx`). A widget a route passes into a page as a slot is listed by name.
    files: ['src/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*/components/*',
                '!@/features/*/components/*-page',
                '!@/features/*/components/*-shell',
                // Slot: /auth passes the login announcements into AuthPage.
                '!@/features/announcements/components/announcements-banner',
              ],
              message:
                'A route renders a screen named components/<name>-page.tsx (or a *-shell.tsx layout); lay things out in that page, not in the route.',
            },
          ],
        },
      ],
    },
  },
  {
    // File and folder names: kebab-case (a `.test`/`.deno.test`/`.config` middle extension is
    // fine). `_shared` is Supabase's folder for code shared by Edge Functions (never deployed).
    files: ['{src,e2e,scripts,supabase}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,e2e,scripts,supabase}/**/': 'KEBAB_CASE' },
        { ignoreWords: ['_shared'] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/app/router.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // A function a person can hold in their head: at most 80 lines, blank lines and comments
    // aside. Tests and their setup files read top to bottom and are exempt.
    files: ['{src,scripts,supabase}/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*-test-setup.{ts,tsx}',
      '**/test-setup.ts',
      'src/test/**',
      '**/*.generated.ts',
      ...longFunctionFiles,
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);

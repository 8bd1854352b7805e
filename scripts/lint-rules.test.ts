// The layout rules in eslint.config.js, proved on small in-memory files: cross-feature imports
// (only the commented allowlist passes), the labelled sets (evals/) out of app and function code,
// routes render *-page screens, kebab-case file and folder names, effects that return nothing but a
// cleanup. Each rule is shown refusing a bad case and accepting a good one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/**
 * The messages of one rule for `code` linted as if it were the file at `filePath`. The path names an
 * existing file (only its place matters; its content is not read), so the TypeScript resolver finds
 * the tsconfig that maps `@/` for it, as it does when `npm run lint` reads the file itself.
 */
async function lint(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId);
}

/** `code` at `filePath` draws exactly one message of the rule, and that message says `says`. */
async function expectRefusedOnce(filePath: string, code: string, ruleId: string, says: string) {
  const messages = await lint(filePath, code, ruleId);
  expect(messages).toHaveLength(1);
  expect(messages[0]?.message).toContain(says);
}

const use = (specifier: string) => `import * as m from '${specifier}';\n\nexport const x = m;\n`;

/** The rule that keeps features, and the labelled sets, out of code that may not import them. */
const RESTRICTED_PATHS = 'import-x/no-restricted-paths';

/** One test per `[file, specifier]`: the import is refused once, the message saying `says`. */
function refusesImports(rows: [string, string][], says: string) {
  it.each(rows)('%s may not import %s', async (file, specifier) => {
    await expectRefusedOnce(file, use(specifier), RESTRICTED_PATHS, says);
  });
}

describe('cross-feature imports (import-x/no-restricted-paths)', () => {
  refusesImports(
    [
      ['src/features/chat/components/welcome.tsx', '@/features/admin/lib/format'],
      ['src/features/chat/lib/links.ts', '@/features/profile/lib/avatar'],
      ['src/features/profile/components/account-info-card.tsx', '@/features/chat/texts'],
      // The name box is allowed to the profile only.
      ['src/features/admin/components/users-page.tsx', '@/features/auth/components/profile-fields'],
      [
        'src/features/admin/components/announcement-form.tsx',
        '@/features/announcements/lib/announcements',
      ],
      [
        'src/features/auth/components/auth-form.tsx',
        '@/features/announcements/components/announcements-banner',
      ],
      // Allowed only to tests, so production code of the same feature is refused.
      [
        'src/features/chat/components/welcome.tsx',
        '@/features/announcements/api/get-active-announcements',
      ],
    ],
    'Cross-feature import',
  );

  it('also refuses a relative path that leaves the feature', async () => {
    const messages = await lint(
      'src/features/chat/components/welcome.tsx',
      use('../../admin/lib/format'),
      RESTRICTED_PATHS,
    );
    expect(messages).toHaveLength(1);
  });

  it.each([
    ['src/features/chat/components/welcome.tsx', '@/features/chat/texts'],
    ['src/features/chat/components/welcome.tsx', '@/features/auth/stores/auth-store'],
    ['src/features/admin/components/announcement-form.tsx', '@/features/auth/lib/profile'],
    ['src/features/admin/lib/announcement-form.ts', '@/features/announcements/lib/limits'],
    [
      'src/features/chat/components/welcome.tsx',
      '@/features/announcements/components/announcements-banner',
    ],
    ['src/features/profile/lib/password.ts', '@/features/auth/texts'],
    [
      'src/features/profile/components/profile-form.tsx',
      '@/features/auth/components/profile-fields',
    ],
    [
      'src/features/chat/components/conversation-view.test.tsx',
      '@/features/announcements/api/get-active-announcements',
    ],
  ])('%s may import %s', async (file, specifier) => {
    // A refused probe in the same file proves the resolver ran (an unresolved import is never
    // reported, so an allowed case alone could pass for the wrong reason).
    const probe = `import * as probe from '@/features/privacy/texts';\nexport const p = probe;\n`;
    const messages = await lint(file, probe + use(specifier), RESTRICTED_PATHS);
    expect(messages.map((m) => m.message.includes('@/features/privacy/texts'))).toEqual([true]);
  });

  it('lets src/app compose any features', async () => {
    const code = use('@/features/announcements/components/announcements-banner');
    expect(await lint('src/app/routes/auth.tsx', code, RESTRICTED_PATHS)).toEqual([]);
  });
});

describe('the labelled sets stay out of app and function code (import-x/no-restricted-paths)', () => {
  refusesImports(
    [
      ['src/features/chat/lib/links.ts', '../../../../evals/load.ts'],
      ['supabase/functions/_shared/eureka/eureka.ts', '../../../../evals/load.ts'],
      ['supabase/functions/tutor/turn.ts', '../../../evals/load.ts'],
    ],
    'labelled sets',
  );

  it.each([
    // A function module's test reads the sets through the loader.
    ['supabase/functions/_shared/eureka/eureka-lexicon.test.ts', '../../../../evals/load.ts'],
    ['scripts/eval-safety.ts', '../evals/load.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await lint(file, use(specifier), RESTRICTED_PATHS)).toEqual([]);
  });
});

describe('routes only compose (no-restricted-imports in src/app/routes)', () => {
  const rule = 'no-restricted-imports';

  it.each([
    '@/features/profile/components/profile-tabs',
    '@/features/auth/components/auth-form',
    '@/features/admin/components/usage-chart',
  ])('a route may not render %s', async (specifier) => {
    await expectRefusedOnce('src/app/routes/auth.tsx', use(specifier), rule, '-page.tsx');
  });

  it.each([
    '@/features/profile/components/profile-page',
    '@/features/admin/components/admin-shell',
    '@/features/announcements/components/announcements-banner',
    '@/features/auth/stores/auth-store',
  ])('a route may import %s', async (specifier) => {
    expect(await lint('src/app/routes/auth.tsx', use(specifier), rule)).toEqual([]);
  });
});

describe('no native pop-ups in src (no-restricted-globals, no-restricted-syntax)', () => {
  const file = 'src/features/chat/components/welcome.tsx';
  const popupRules = (messages: { ruleId: string | null }[]) =>
    messages.filter(
      (m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax',
    );

  it.each([
    'window.alert("Hola");',
    'window.confirm("¿Seguro?");',
    'alert("Hola");',
    'confirm("¿Seguro?");',
    'globalThis.prompt("Nombre");',
  ])('refuses %s', async (call) => {
    const [result] = await eslint.lintText(`export function f() {\n  ${call}\n}\n`, {
      filePath: file,
    });
    const messages = popupRules(result?.messages ?? []);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ message: expect.stringContaining('askConfirm()') });
  });

  it('accepts the app’s own notify and askConfirm, and a property named alert', async () => {
    const code = [
      "import { askConfirm, notify } from '@/lib/notices';",
      '',
      'export async function f(box: { alert: (t: string) => void }) {',
      "  if (await askConfirm({ title: '¿Seguro?', confirmLabel: 'Sí' })) notify('Hecho', 'success');",
      "  box.alert('x');",
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: file });
    expect(popupRules(result?.messages ?? [])).toEqual([]);
  });
});

describe('file and folder names (eslint-plugin-check-file)', () => {
  const code = 'export const x = 1;\n';

  const FILE_RULE = 'check-file/filename-naming-convention';
  const FOLDER_RULE = 'check-file/folder-naming-convention';

  const refused = (what: string, rule: string, files: string[]) =>
    files.map((file): [string, string, string] => [what, file, rule]);

  it.each([
    ...refused('the file name', FILE_RULE, [
      'src/features/chat/components/ChatThing.tsx',
      'src/lib/use_thing.ts',
      'e2e/Profile.spec.ts',
      'scripts/benchChat.ts',
      'supabase/local/authRest.ts',
    ]),
    ...refused('the folder in', FOLDER_RULE, [
      'src/features/chatThings/x.ts',
      'src/features/chat/Components/x.tsx',
      'supabase/functions/my_fn/x.ts',
    ]),
  ])('refuses %s %s', async (_what, file, rule) => {
    expect(await lint(file, code, rule)).toHaveLength(1);
  });

  it.each([
    'src/features/chat/components/chat-page.tsx',
    'src/features/chat/components/chat-page.test.tsx',
    'supabase/functions/_shared/eureka/eureka.ts',
    'supabase/functions/tutor/handler.deno.test.ts',
    'e2e/admin-analytics.spec.ts',
  ])('accepts %s', async (file) => {
    expect(await lint(file, code, FILE_RULE)).toEqual([]);
    expect(await lint(file, code, FOLDER_RULE)).toEqual([]);
  });
});

describe('an effect returns nothing but a cleanup (no-restricted-syntax in src)', () => {
  const rule = 'no-restricted-syntax';
  const file = 'src/features/classes/components/class-page.tsx';
  const component = (effect: string) =>
    `import { useEffect, useLayoutEffect } from 'react';\nimport * as React from 'react';\n\nexport function C() {\n  ${effect};\n  return null;\n}\n`;

  it.each([
    ['useEffect(() => window.scrollTo(0, 0), [])', 'as a block'],
    ['useLayoutEffect(() => document.body.focus(), [])', 'as a block'],
    ['React.useEffect(() => fetch("/x"), [])', 'as a block'],
    ['useEffect(async () => { await fetch("/x"); }, [])', 'may not be async'],
    ['useEffect(async function load() { await fetch("/x"); }, [])', 'may not be async'],
  ])('refuses %s', async (effect, reason) => {
    await expectRefusedOnce(file, component(effect), rule, reason);
  });

  it.each([
    'useEffect(() => { window.scrollTo(0, 0); }, [])',
    'useEffect(() => () => window.removeEventListener("x", () => {}), [])',
    'useLayoutEffect(() => { const id = setTimeout(() => {}, 1); return () => clearTimeout(id); }, [])',
    'useEffect(function effect() { document.body.focus(); }, [])',
  ])('accepts %s', async (effect) => {
    expect(await lint(file, component(effect), rule)).toEqual([]);
  });
});

describe('a function holds at most 80 lines (max-lines-per-function)', () => {
  const rule = 'max-lines-per-function';
  /** A function of `lines` statements, with blank lines and comments between them. */
  const fn = (lines: number) =>
    `export function f(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, (_, i) => `\n  // step ${i}\n  n += ${i};`).join('\n')}\n  return n;\n}\n`;

  it('refuses 81 lines in app, function and script code', async () => {
    for (const file of [
      'src/features/chat/lib/links.ts',
      'supabase/functions/tutor/handler.ts',
      'scripts/gen-schema.ts',
    ]) {
      const messages = await lint(file, fn(81), rule);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]?.message).toContain('(81)');
    }
  });

  it('accepts 80 lines (blank lines and comments are not counted), and any length in a test', async () => {
    expect(await lint('src/features/chat/lib/links.ts', fn(80), rule)).toEqual([]);
    expect(await lint('src/features/chat/lib/links.test.ts', fn(200), rule)).toEqual([]);
  });
});

/**
 * The one home of the announcement limits and the button-URL rule. The admin form follows them,
 * the database enforces the same ones (migration 20261123000700_announcement_button_rules.sql), and
 * supabase/tests/announcement-limits.test.ts proves the database accepts each limit and refuses
 * limit + 1, and agrees with isValidButtonUrl on every example below. Pure: no imports.
 */
export const ANNOUNCEMENT_LIMITS = {
  title: 200,
  message: 2000,
  icon: 16,
  buttonText: 50,
  buttonUrl: 2000,
  priorityMin: 0,
  priorityMax: 100,
} as const;

/**
 * '#' and empty dismiss instead of navigating; otherwise http(s)://host…,
 * mailto:… or a same-origin path that starts with a single '/' (not '//host' nor '/\host', which
 * browsers resolve to another host). No whitespace anywhere. The SQL twin is in the migration above.
 */
const BUTTON_URL = /^(#|https?:\/\/[^\s/\\]\S*|mailto:\S+|\/([^\s/\\]\S*)?)?$/i;

export function isValidButtonUrl(input: string): boolean {
  return input.length <= ANNOUNCEMENT_LIMITS.buttonUrl && BUTTON_URL.test(input);
}

/** Examples both the form and the database must agree on (the DB test runs every one). */
export const BUTTON_URL_EXAMPLES = {
  accepted: [
    '',
    '#',
    'https://example.com/path?x=1',
    'http://localhost:5173',
    'HTTPS://EXAMPLE.COM',
    'mailto:soporte@example.com?subject=Hola',
    '/',
    '/profile',
    '/a/b?c=d#e',
  ],
  refused: [
    '//evil.example/login',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:void(0)',
    'JaVaScRiPt:void(0)',
    'data:text/html,hola',
    'ftp://x.org',
    'example.com',
    'https://',
    'https:///evil',
    'https://exa mple.com',
    ' https://example.com',
    'mailto:',
    '##',
  ],
} as const;

// The announcement limits and the button-URL rule have one home (src/features/announcements/lib/limits.ts):
// the admin form follows it, and here the database proves it follows the same numbers (each limit
// accepted, limit + 1 refused) and agrees with the form's URL rule on every example, as an admin
// writing through the API would.
import { describe, expect, it } from 'vitest';

import {
  ANNOUNCEMENT_LIMITS,
  BUTTON_URL_EXAMPLES,
  isValidButtonUrl,
} from '../../src/features/announcements/lib/limits';

import { createUser, pgError, type TestDb } from './harness';
import { type User, useTestDb } from './setup';

let db: TestDb;
let admin: User;

useTestDb(async (created) => {
  db = created;
  admin = await createUser(db.admin, { email: 'admin@test.local', admin: true });
});

/** Inserts one announcement as the admin (rolled back), with `column` set to `value`. */
function insert(column: string, value: unknown) {
  const row: Record<string, unknown> = { title: 't', message: 'm', [column]: value };
  const columns = Object.keys(row);
  return db.try(admin, (sql) =>
    sql.query(
      `insert into public.announcements (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(row),
    ),
  );
}

describe('announcement text limits: the database accepts the limit and refuses limit + 1', () => {
  const cases: [string, number, string][] = [
    ['title', ANNOUNCEMENT_LIMITS.title, 'announcements_title_must_be_at_most_200_chars'],
    ['message', ANNOUNCEMENT_LIMITS.message, 'announcements_message_must_be_at_most_2000_chars'],
    ['icon', ANNOUNCEMENT_LIMITS.icon, 'announcements_icon_must_be_1_to_16_chars'],
    [
      'button_text',
      ANNOUNCEMENT_LIMITS.buttonText,
      'announcements_button_text_must_be_1_to_50_chars',
    ],
  ];
  for (const [column, limit, constraint] of cases) {
    it(`${column}: ${limit} characters are stored, ${limit + 1} are refused`, async () => {
      const rows = await insert(column, 'x'.repeat(limit));
      expect(rows).toHaveLength(1);
      const err = await pgError(insert(column, 'x'.repeat(limit + 1)));
      expect(err.code).toBe('23514');
      expect(err.constraint).toBe(constraint);
    });
  }

  it(`button_url: ${ANNOUNCEMENT_LIMITS.buttonUrl} characters are stored, one more is refused`, async () => {
    const at = (n: number) =>
      `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
    expect(isValidButtonUrl(at(ANNOUNCEMENT_LIMITS.buttonUrl))).toBe(true);
    expect(isValidButtonUrl(at(ANNOUNCEMENT_LIMITS.buttonUrl + 1))).toBe(false);
    expect(await insert('button_url', at(ANNOUNCEMENT_LIMITS.buttonUrl))).toHaveLength(1);
    const err = await pgError(insert('button_url', at(ANNOUNCEMENT_LIMITS.buttonUrl + 1)));
    expect(err.code).toBe('23514');
  });

  it(`priority: ${ANNOUNCEMENT_LIMITS.priorityMin} and ${ANNOUNCEMENT_LIMITS.priorityMax} are stored, one beyond each is refused`, async () => {
    expect(await insert('priority', ANNOUNCEMENT_LIMITS.priorityMin)).toHaveLength(1);
    expect(await insert('priority', ANNOUNCEMENT_LIMITS.priorityMax)).toHaveLength(1);
    for (const bad of [ANNOUNCEMENT_LIMITS.priorityMin - 1, ANNOUNCEMENT_LIMITS.priorityMax + 1]) {
      const err = await pgError(insert('priority', bad));
      expect(err.constraint).toBe('announcements_priority_must_be_between_0_and_100');
    }
  });
});

describe('announcement button_url: the database and the form follow one rule', () => {
  for (const url of BUTTON_URL_EXAMPLES.accepted) {
    it(`accepts ${JSON.stringify(url)}`, async () => {
      expect(isValidButtonUrl(url)).toBe(true);
      expect(await insert('button_url', url)).toHaveLength(1);
    });
  }
  for (const url of BUTTON_URL_EXAMPLES.refused) {
    it(`refuses ${JSON.stringify(url)}`, async () => {
      expect(isValidButtonUrl(url)).toBe(false);
      const err = await pgError(insert('button_url', url));
      expect(err.code).toBe('23514');
      expect(err.constraint).toBe(
        'announcements_button_url_must_be_hash_http_mailto_or_local_path',
      );
    });
  }
});

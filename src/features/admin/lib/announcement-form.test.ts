import { DEFAULT_ANNOUNCEMENT_CONTENT } from '@/features/announcements/lib/test-fixtures';
import type { Announcement } from '@/features/announcements/types';

import {
  ANNOUNCEMENT_ICONS,
  coercePriority,
  EMPTY_ANNOUNCEMENT_FORM,
  formToPayload,
  fromDateTimeLocal,
  isExpired,
  isValidButtonUrl,
  sortAnnouncements,
  toDateTimeLocal,
  validateAnnouncementForm,
} from './announcement-form';

describe('coercePriority', () => {
  it.each([
    ['0', 0],
    ['50', 50],
    ['100', 100],
    ['150', 100],
    ['-5', 0],
    ['abc', 0],
    ['', 0],
    ['  7 ', 7],
    ['12.6', 13],
    ['12abc', 0],
    [42, 42],
    [null, 0],
  ] as const)('%j -> %i', (input, output) => {
    expect(coercePriority(input)).toBe(output);
  });
});

describe('isValidButtonUrl', () => {
  it.each([
    ['https://example.com/path?x=1', true],
    ['http://localhost:5173', true],
    ['#', true],
    ['example.com', false],
    ['javascript:steal(document.cookie)', false],
    ['ftp://x.org', false],
    ['', true],
    ['/profile', true],
    ['mailto:a@b.c', true],
    ['//evil.example/login', false],
    ['/\\evil.example', false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidButtonUrl(input)).toBe(valid);
  });
});

describe('expires_at', () => {
  it('trims a stored timestamp to minutes in local time', () => {
    const local = new Date(2026, 11, 24, 18, 30, 45, 123);
    expect(toDateTimeLocal(local.toISOString())).toBe('2026-12-24T18:30');
  });

  it.each([[null], [undefined], ['']])('shows %j as empty', (input) => {
    expect(toDateTimeLocal(input)).toBe('');
  });

  it('turns empty into null and a local minute into an ISO instant', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('   ')).toBeNull();
    expect(fromDateTimeLocal('2026-12-24T18:30')).toBe(
      new Date(2026, 11, 24, 18, 30).toISOString(),
    );
  });

  it('knows when an announcement has expired', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpired({ expires_at: '2026-11-21 11:59:00+00' }, now)).toBe(true);
    expect(isExpired({ expires_at: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isExpired({ expires_at: null }, now)).toBe(false);
  });
});

describe('form', () => {
  it('has the product defaults (login on, chat off, priority 0, dismissible) and 14 icons', () => {
    expect(ANNOUNCEMENT_ICONS).toHaveLength(14);
    expect(new Set(ANNOUNCEMENT_ICONS).size).toBe(14);
    expect(EMPTY_ANNOUNCEMENT_FORM).toMatchObject({
      type: 'info',
      show_on_login: true,
      show_on_chat: false,
      priority: '0',
      dismissible: true,
      always_visible: false,
      is_active: true,
      expires_at: '',
    });
  });

  it.each([
    [{ title: '', message: 'x' }, 'required'],
    [{ title: 'x', message: '  ' }, 'required'],
    [{ title: 'x', message: 'y', button_url: 'no es url' }, 'invalidUrl'],
    [{ title: 'x', message: 'y', button_url: 'https://ok.org' }, null],
    [{ title: 'x', message: 'y' }, null],
  ])('%j -> %s', (over, problem) => {
    expect(validateAnnouncementForm({ ...EMPTY_ANNOUNCEMENT_FORM, ...over })).toBe(problem);
  });

  it('builds the payload with coerced priority and nulls for empty optionals', () => {
    expect(
      formToPayload({
        ...EMPTY_ANNOUNCEMENT_FORM,
        title: ' Hola ',
        message: 'Mundo',
        priority: 'x',
      }),
    ).toEqual({
      title: 'Hola',
      message: 'Mundo',
      ...DEFAULT_ANNOUNCEMENT_CONTENT,
      show_on_login: true,
      show_on_chat: false,
      is_active: true,
    });
  });
});

describe('sortAnnouncements', () => {
  const row = (id: string, priority: number, created_at: string) =>
    ({ id, priority, created_at }) as Announcement;
  it('orders by priority desc, then newest first', () => {
    const sorted = sortAnnouncements([
      row('a', 0, '2026-11-01 00:00:00+00'),
      row('b', 10, '2026-10-01 00:00:00+00'),
      row('c', 10, '2026-11-10 00:00:00+00'),
      row('d', 0, '2026-11-20T00:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

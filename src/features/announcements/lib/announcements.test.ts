import {
  announcementTone,
  buttonNavigates,
  isDismissible,
  readDismissed,
  sortByPriority,
  storeDismissed,
  visibleAnnouncements,
} from '@/features/announcements/lib/announcements';
import { makeAnnouncement } from '@/features/announcements/lib/test-fixtures';
import { eachCase } from '@shared/case-table-test-fixtures';

describe('announcementTone', () => {
  eachCase('type %s shows as %s', announcementTone, [
    ['info', 'info'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['error', 'error'],
    ['urgent', 'info'],
    ['', 'info'],
    [null, 'info'],
  ]);
});

describe('isDismissible', () => {
  eachCase(
    'dismissible=%s always_visible=%s -> %s',
    (dismissible, always_visible) => isDismissible({ dismissible, always_visible }),
    [
      [true, false, true],
      [false, false, false],
      [true, true, false],
      [false, true, false],
    ],
  );
});

describe('buttonNavigates', () => {
  eachCase('url %o navigates: %s', buttonNavigates, [
    [null, false],
    ['', false],
    ['   ', false],
    ['#', false],
    [' # ', false],
    ['https://example.com', true],
    ['/profile', true],
  ]);
});

describe('ordering and visibility', () => {
  const low = makeAnnouncement({ id: 'low', priority: 1 });
  const high = makeAnnouncement({ id: 'high', priority: 90 });
  const midOld = makeAnnouncement({
    id: 'mid-old',
    priority: 50,
    created_at: '2026-10-01 08:00:00+00',
  });
  const midNew = makeAnnouncement({
    id: 'mid-new',
    priority: 50,
    created_at: '2026-11-20 08:00:00+00',
  });
  const pinned = makeAnnouncement({ id: 'pinned', priority: 10, always_visible: true });

  it('puts higher priority first, then newer first', () => {
    expect(sortByPriority([low, midOld, high, midNew]).map((a) => a.id)).toEqual([
      'high',
      'mid-new',
      'mid-old',
      'low',
    ]);
  });

  it('hides dismissed announcements but never an always-visible one', () => {
    const shown = visibleAnnouncements([low, high, pinned], ['high', 'pinned']);
    expect(shown.map((a) => a.id)).toEqual(['pinned', 'low']);
  });

  it('keeps a non-dismissible one even if its id was stored', () => {
    const fixed = makeAnnouncement({ id: 'fixed', dismissible: false });
    expect(visibleAnnouncements([fixed], ['fixed']).map((a) => a.id)).toEqual(['fixed']);
  });
});

describe('dismissed storage', () => {
  it('stores ids as a JSON list under dismissed_announcements, without duplicates', () => {
    storeDismissed('a');
    storeDismissed('b');
    storeDismissed('a');
    expect(JSON.parse(localStorage.getItem('dismissed_announcements') ?? '')).toEqual(['a', 'b']);
    expect(readDismissed()).toEqual(['a', 'b']);
  });

  it.each([['not json'], ['{"a":1}'], ['[1, "x", null]']])('reads %s safely', (raw) => {
    localStorage.setItem('dismissed_announcements', raw);
    expect(readDismissed()).toEqual(raw.startsWith('[') ? ['x'] : []);
  });
});

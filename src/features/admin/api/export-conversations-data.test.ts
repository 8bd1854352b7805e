// The export's pager: pages of export_conversations_page walked by cursor until a short page or
// the UI's limit, the rows joined in order, progress after every page, the first error thrown.
// The database side (pages joined = the single-call export) is supabase/tests/analytics.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { supabase } from '@/lib/supabase';

import {
  EXPORT_PAGE_SIZE,
  exportConversationsData,
  exportPageCount,
  UI_EXPORT_LIMIT,
} from './export-conversations-data';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }));
const rpc = vi.mocked(supabase.rpc);

const range = { start: '2026-10-01', end: '2026-10-31' };
const row = (i: number) => ({
  conversation_id: `c${i}`,
  created_at: `2026-10-31T12:00:00.${String(100000 + i)}+00:00`,
});

/** A server holding `n` conversations, answering pages like export_conversations_page. */
function serve(n: number) {
  const all = Array.from({ length: n }, (_, i) => row(i));
  rpc.mockImplementation(((_name: string, args: Record<string, unknown>) => {
    const from = args.after_id ? all.findIndex((r) => r.conversation_id === args.after_id) + 1 : 0;
    const data = all.slice(from, from + Number(args.page_size));
    return Promise.resolve({ data, error: null });
  }) as never);
  return all;
}

beforeEach(() => {
  rpc.mockReset();
});

describe('exportConversationsData', () => {
  it('walks the pages by cursor and returns every row in order, reporting each page', async () => {
    const all = serve(EXPORT_PAGE_SIZE * 2 + 17);
    const seen: number[] = [];
    const rows = await exportConversationsData(range, (n) => seen.push(n));
    expect(rows).toEqual(all);
    expect(seen).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE * 2, EXPORT_PAGE_SIZE * 2 + 17]);
    expect(rpc).toHaveBeenCalledTimes(3);
    expect(rpc.mock.calls[0]).toEqual([
      'export_conversations_page',
      { start_date: '2026-10-01', end_date: '2026-10-31', page_size: EXPORT_PAGE_SIZE },
    ]);
    const last = all[EXPORT_PAGE_SIZE - 1]!;
    expect(rpc.mock.calls[1]?.[1]).toMatchObject({
      after_created_at: last.created_at,
      after_id: last.conversation_id,
    });
  });

  it('asks once more after a full last page, and gets an empty one', async () => {
    serve(EXPORT_PAGE_SIZE);
    const rows = await exportConversationsData(range);
    expect(rows).toHaveLength(EXPORT_PAGE_SIZE);
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('stops at the limit, asking the last page only for what is missing', async () => {
    serve(1000);
    const rows = await exportConversationsData(range, () => {}, 600);
    expect(rows).toHaveLength(600);
    expect(rpc.mock.calls.map((c) => (c[1] as { page_size: number }).page_size)).toEqual([
      250, 250, 100,
    ]);
  });

  it('throws the first error and asks no further page', async () => {
    const error = { message: 'forbidden', code: '42501' };
    rpc.mockResolvedValueOnce({ data: null, error } as never);
    await expect(exportConversationsData(range)).rejects.toBe(error);
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});

describe('exportPageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [250, 1],
    [251, 2],
    [9999, 40],
    [50_000, UI_EXPORT_LIMIT / EXPORT_PAGE_SIZE],
  ])('%i conversations take %i pages', (n, pages) => {
    expect(exportPageCount(n)).toBe(pages);
  });
});

// The research export's challenges: export_challenges with the export's range and, when the
// analytics are filtered to a class, that class; the rows as they come; an error thrown.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { supabase } from '@/lib/supabase';

import { exportChallenges } from './export-challenges';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }));
const rpc = vi.mocked(supabase.rpc);

const row = { challenge_id: 'r1', student: 'hash-1', correct: true, seconds: 42 };

beforeEach(() => {
  rpc.mockReset();
});

describe('exportChallenges', () => {
  it('asks export_challenges for the range, every class when there is no filter', async () => {
    rpc.mockResolvedValue({ data: [row], error: null } as never);
    const rows = await exportChallenges({ start: '2026-10-01', end: '2026-10-31' });
    expect(rows).toEqual([row]);
    expect(rpc.mock.calls).toEqual([
      ['export_challenges', { start_date: '2026-10-01', end_date: '2026-10-31' }],
    ]);
  });

  it("passes the analytics' class filter", async () => {
    rpc.mockResolvedValue({ data: null, error: null } as never);
    const rows = await exportChallenges({ start: '2026-10-01', end: '2026-10-31', classId: 'k1' });
    expect(rows).toEqual([]);
    expect(rpc.mock.calls[0]?.[1]).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      class_filter: 'k1',
    });
  });

  it('throws the database refusal', async () => {
    const refusal = { message: 'permission denied', code: '42501' };
    rpc.mockResolvedValue({ data: null, error: refusal } as never);
    await expect(exportChallenges({ start: '2026-10-01', end: '2026-10-31' })).rejects.toBe(
      refusal,
    );
  });
});

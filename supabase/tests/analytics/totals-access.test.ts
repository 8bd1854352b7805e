// The totals tables that the admin figures read (20261125000200_admin_totals.sql) stay private: out
// of reach of the API roles, and the admin RPCs reading them still refuse a student.
import { describe, expect, it } from 'vitest';

import { type Actor, pgError, rpc } from '../harness';

import { admin, db, useTotalsDb } from './totals-setup.ts';

useTotalsDb();

describe('the totals tables', () => {
  it('are out of reach of the API roles', async () => {
    for (const table of ['conversation_day_totals', 'message_day_totals', 'user_activity']) {
      const error = await pgError(db.try(admin, (s) => s.query(`select * from private.${table}`)));
      expect(error.code).toBe('42501');
    }
  });

  it('the admin RPCs still refuse a student', async () => {
    const [student] = await db.admin.query<{ id: string; email: string }>(
      `select id, email from auth.users where coalesce(raw_app_meta_data ->> 'is_admin', 'false') <> 'true' limit 1`,
    );
    const actor: Actor = { kind: 'user', id: student!.id, email: student!.email };
    const error = await pgError(
      db.try(actor, (s) =>
        rpc(s, 'get_tutor_quality', { start_date: '2026-01-01', end_date: '2026-12-31' }),
      ),
    );
    expect(error.code).toBe('42501');
  });
});

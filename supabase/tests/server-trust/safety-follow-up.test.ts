// Safety alert follow-up: states with who/when/note and their history, the conversation around the
// flagged message, the new-alert count, the once-per-alert notification claim, and what deleting a
// conversation or an account leaves of an alert. Every refusal is proved beside its success.
import { beforeAll, describe, expect, it } from 'vitest';

import { ALERT_NOTE_MAX_CHARS } from '../../functions/_shared/safety/alert-follow-up';
import {
  actAs,
  anon,
  createUser,
  pgError,
  rpc,
  rpcScalar,
  rpcVoid,
  service,
  type Sql,
} from '../harness';
import { count } from '../setup';

import { admin, ana, beto, CONV_A, CONV_B, db, useServerTrustDb } from './setup';

useServerTrustDb();

const ALERT = (n: number) => `e1000000-0000-4000-8000-00000000000${n}`;
const MSG = (n: number) => `e2000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const alertRow = (s: Sql, id: string) =>
  s.query<{ status: string; note: string | null; status_changed_by: string | null }>(
    'select status, note, status_changed_by from public.safety_alerts where id = $1',
    [id],
  );

describe('safety alert follow-up', () => {
  beforeAll(async () => {
    const sql = db.admin;
    // Ana's conversation: 8 messages a minute apart; the 5th (a user message) is the flagged one.
    for (let n = 1; n <= 8; n++) {
      await sql.query(
        `insert into public.messages (id, conversation_id, role, content, created_at)
         values ($1, $2, $3, $4, timestamptz '2026-05-01 10:00Z' + ($5 || ' minutes')::interval)`,
        [MSG(n), CONV_A, n % 2 === 1 ? 'user' : 'assistant', `m${n}`, String(n)],
      );
    }
    await sql.query(
      `insert into public.safety_alerts (id, user_id, conversation_id, message_id, category, source, excerpt, created_at)
       values ($1, $4, $6, $7, 'self_harm', 'phrase_list', 'm5', '2026-05-01 10:05Z'),
              ($2, $5, $8, null, 'abuse', 'moderation', 'me pegan', '2026-05-02 10:00Z'),
              ($3, $4, $6, $7, 'self_harm', 'phrase_list', 'otra', '2026-05-03 10:00Z')`,
      [ALERT(1), ALERT(2), ALERT(3), ana.id, beto.id, CONV_A, MSG(5), CONV_B],
    );
  });

  it('an admin moves an alert to in_review and then resolved, with who, when and the note', async () => {
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_safety_alert_status', {
        alert_id: ALERT(1),
        new_status: 'in_review',
        note: '  Hablé con la orientadora  ',
      });
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(1), new_status: 'resolved' });
      const listed = await rpc(s, 'get_safety_alerts', {
        limit_num: 10,
        status_filter: 'resolved',
      });
      expect(listed.map((r) => [r.id, r.status, r.note, r.status_changed_by_name])).toEqual([
        [ALERT(1), 'resolved', null, 'Admin'],
      ]);
      expect(listed[0]?.status_changed_at).toEqual(expect.any(String));
      await s.exec('reset role');
      const events = await s.query(
        `select from_status, to_status, note, actor_id from public.safety_alert_events
         where alert_id = $1 order by created_at, to_status`,
        [ALERT(1)],
      );
      expect(events).toEqual([
        {
          from_status: 'new',
          to_status: 'in_review',
          note: 'Hablé con la orientadora',
          actor_id: admin.id,
        },
        { from_status: 'in_review', to_status: 'resolved', note: null, actor_id: admin.id },
      ]);
      // Reopening a resolved alert is allowed.
      await actAs(s, admin);
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(1), new_status: 'in_review' });
      await s.exec('reset role');
      expect((await alertRow(s, ALERT(1)))[0]?.status).toBe('in_review');
    });
  });

  it('refuses students, anon, the same state, back to new, unknown alerts and long notes', async () => {
    for (const actor of [ana, beto, anon]) {
      const error = await pgError(
        db.try(actor, (s) =>
          rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(1), new_status: 'resolved' }),
        ),
      );
      expect(error.code).toBe('42501');
    }
    const refused = async (args: Record<string, unknown>) =>
      (await pgError(db.try(admin, (s) => rpcVoid(s, 'set_safety_alert_status', args)))).code;
    expect(await refused({ alert_id: ALERT(1), new_status: 'new' })).toBe('22023');
    expect(await refused({ alert_id: ALERT(1), new_status: 'cerrada' })).toBe('22023');
    expect(await refused({ alert_id: ALERT(1), new_status: null })).toBe('22023');
    expect(await refused({ alert_id: null, new_status: 'resolved' })).toBe('22023');
    expect(
      await refused({
        alert_id: ALERT(1),
        new_status: 'resolved',
        note: 'x'.repeat(ALERT_NOTE_MAX_CHARS + 1),
      }),
    ).toBe('22023');
    expect(await refused({ alert_id: MSG(1), new_status: 'resolved' })).toBe('P0002');
    // The same state twice: the second change did not happen, so it is refused.
    const twice = await pgError(
      db.try(admin, async (s) => {
        await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(2), new_status: 'resolved' });
        await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(2), new_status: 'resolved' });
      }),
    );
    expect(twice.code).toBe('22023');
    // The limit itself is accepted, and nothing above changed the stored alert.
    await db.try(admin, (s) =>
      rpcVoid(s, 'set_safety_alert_status', {
        alert_id: ALERT(1),
        new_status: 'resolved',
        note: 'x'.repeat(ALERT_NOTE_MAX_CHARS),
      }),
    );
    expect(await alertRow(db.admin, ALERT(1))).toEqual([
      { status: 'new', note: null, status_changed_by: null },
    ]);
  });

  it('nobody but the service role touches the history table directly', async () => {
    for (const actor of [ana, admin, anon]) {
      const error = await pgError(
        db.try(actor, (s) => s.query('select * from public.safety_alert_events')),
      );
      expect(error.code).toBe('42501');
      const update = await pgError(
        db.try(actor, (s) =>
          s.query(`update public.safety_alerts set status = 'resolved' where id = $1`, [ALERT(1)]),
        ),
      );
      expect(update.code).toBe('42501');
    }
  });

  it('get_safety_alerts filters by state and refuses an unknown state', async () => {
    const byState = async (status_filter: string | null) =>
      (
        await db.try(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num: 50, status_filter }))
      ).map((r) => r.id);
    expect(await byState(null)).toEqual([ALERT(3), ALERT(2), ALERT(1)]);
    expect(await byState('new')).toEqual([ALERT(3), ALERT(2), ALERT(1)]);
    expect(await byState('in_review')).toEqual([]);
    const error = await pgError(
      db.try(admin, (s) => rpc(s, 'get_safety_alerts', { limit_num: 5, status_filter: 'nueva' })),
    );
    expect(error.code).toBe('22023');
  });

  it('count_new_safety_alerts counts only new alerts, for admins only', async () => {
    await db.try(admin, async (s) => {
      expect(await rpcScalar(s, 'count_new_safety_alerts')).toBe(3);
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(3), new_status: 'in_review' });
      expect(await rpcScalar(s, 'count_new_safety_alerts')).toBe(2);
    });
    for (const actor of [ana, anon]) {
      const error = await pgError(db.try(actor, (s) => rpcScalar(s, 'count_new_safety_alerts')));
      expect(error.code).toBe('42501');
    }
  });

  it('the context view shows the messages before and after the flagged one, oldest first', async () => {
    const context = await db.try(admin, (s) =>
      rpc(s, 'get_safety_alert_context', { alert_id: ALERT(1), before_num: 2, after_num: 2 }),
    );
    expect(context.map((r) => [r.content, r.role, r.is_flagged])).toEqual([
      ['m3', 'user', false],
      ['m4', 'assistant', false],
      ['m5', 'user', true],
      ['m6', 'assistant', false],
      ['m7', 'user', false],
    ]);
    const defaults = await db.try(admin, (s) =>
      rpc(s, 'get_safety_alert_context', { alert_id: ALERT(1) }),
    );
    // Six before (only four exist) and four after (the fixture's own 'hola' came last).
    expect(defaults.map((r) => r.content)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'hola',
    ]);
    // No flagged message (the alert of a message that is gone): nothing, not someone else's chat.
    expect(
      await db.try(admin, (s) => rpc(s, 'get_safety_alert_context', { alert_id: ALERT(2) })),
    ).toEqual([]);
    for (const actor of [ana, anon]) {
      const error = await pgError(
        db.try(actor, (s) => rpc(s, 'get_safety_alert_context', { alert_id: ALERT(1) })),
      );
      expect(error.code).toBe('42501');
    }
    for (const [before_num, after_num] of [
      [-1, 2],
      [21, 2],
      [2, 21],
      [null, 2],
    ]) {
      const error = await pgError(
        db.try(admin, (s) =>
          rpc(s, 'get_safety_alert_context', { alert_id: ALERT(1), before_num, after_num }),
        ),
      );
      expect(error.code).toBe('22023');
    }
    const unknown = await pgError(
      db.try(admin, (s) => rpc(s, 'get_safety_alert_context', { alert_id: MSG(1) })),
    );
    expect(unknown.code).toBe('P0002');
  });

  it('each alert is claimed for the e-mail once; a released one is claimed again', async () => {
    await db.try(service, async (s) => {
      const first = await rpc(s, 'claim_safety_alert_notifications', { p_limit: 2 });
      expect(first.map((r) => r.id)).toEqual([ALERT(1), ALERT(2)]);
      const second = await rpc(s, 'claim_safety_alert_notifications', { p_limit: 10 });
      expect(second.map((r) => r.id)).toEqual([ALERT(3)]);
      expect(await rpc(s, 'claim_safety_alert_notifications')).toEqual([]);
      await rpcVoid(s, 'release_safety_alert_notification', { p_alert_id: ALERT(2) });
      const again = await rpc(s, 'claim_safety_alert_notifications');
      expect(again.map((r) => [r.id, r.category])).toEqual([[ALERT(2), 'abuse']]);
    });
    for (const actor of [ana, admin, anon]) {
      const error = await pgError(db.try(actor, (s) => rpc(s, 'claim_safety_alert_notifications')));
      expect(error.code).toBe('42501');
      const release = await pgError(
        db.try(actor, (s) =>
          rpcVoid(s, 'release_safety_alert_notification', { p_alert_id: ALERT(1) }),
        ),
      );
      expect(release.code).toBe('42501');
    }
  });

  it('deleting the conversation keeps the excerpt; deleting the account keeps a detached alert', async () => {
    await db.try(service, async (s) => {
      await s.query('delete from public.conversations where id = $1', [CONV_A]);
      expect(
        await s.query(
          'select conversation_id, message_id, excerpt from public.safety_alerts where id = $1',
          [ALERT(1)],
        ),
      ).toEqual([{ conversation_id: null, message_id: null, excerpt: 'm5' }]);
    });
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.query('delete from auth.users where id = $1', [beto.id]);
      expect(await count(s, 'select 1 from public.safety_alerts where id = $1', [ALERT(2)])).toBe(
        1,
      );
      expect(
        await s.query(
          'select user_id, conversation_id, excerpt from public.safety_alerts where id = $1',
          [ALERT(2)],
        ),
      ).toEqual([{ user_id: null, conversation_id: null, excerpt: 'me pegan' }]);
    });
  });

  it('an admin who changed a state can be deleted; the history keeps the change without them', async () => {
    const second = await createUser(db.admin, { email: 'otra-admin@test.local', admin: true });
    await db.try(second, async (s) => {
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: ALERT(3), new_status: 'resolved' });
      await s.exec('reset role');
      await s.query('delete from auth.users where id = $1', [second.id]);
      expect(
        await s.query(
          'select a.status, a.status_changed_by, e.actor_id from public.safety_alerts as a join public.safety_alert_events as e on e.alert_id = a.id where a.id = $1',
          [ALERT(3)],
        ),
      ).toEqual([{ status: 'resolved', status_changed_by: null, actor_id: null }]);
    });
  });
});

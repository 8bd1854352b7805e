/**
 * When the tutor is open in a class (docs/classes.md, "When the tutor is open"): the class's
 * teachers and admins set the schedule and the pause; another teacher and the students may not;
 * a student of the class reads whether it is open and when it opens next, nobody else; the state on
 * the deployment's clock (the instants below are written in private.app_timezone(), so the host's
 * and the database's zones never matter); the tutor function's check is the service role's alone.
 */
import { describe, expect, it } from 'vitest';

import { pgError, rpc, rpcScalar, service } from '../harness';

import { admin, ana, ceci, classA, classB, dani, db, tere, tono, useClassesDb } from './setup';

useClassesDb();

const upsert = (days: number[], opens: string | null, closes: string | null, paused = false) =>
  `insert into public.class_tutor_schedules (class_id, days, opens_at, closes_at, paused)
   values ($1, '{${days.join(',')}}', ${opens ? `'${opens}'` : 'null'}, ${closes ? `'${closes}'` : 'null'}, ${paused})
   on conflict (class_id) do update set days = excluded.days, opens_at = excluded.opens_at,
     closes_at = excluded.closes_at, paused = excluded.paused, updated_at = now()`;

/** The state at a wall-clock time of the deployment's zone ('2026-11-30 09:00' is a Monday). */
async function stateAt(local: string) {
  const [row] = await db.admin.query<{
    is_open: boolean;
    paused: boolean;
    next_local: string | null;
  }>(
    `select st.is_open, st.paused,
            to_char(st.next_open_at at time zone private.app_timezone(), 'YYYY-MM-DD HH24:MI') as next_local
     from private.class_tutor_state($1, ($2::timestamp at time zone private.app_timezone())) as st`,
    [classA, local],
  );
  return row!;
}

describe('who sets a class’s tutor hours', () => {
  it('its teacher sets them; another teacher and the students are refused; an admin may', async () => {
    await db.as(tere, (s) => s.query(upsert([1, 2, 3, 4, 5], '08:00', '14:00'), [classA]));
    for (const who of [tono, ana, dani]) {
      const err = await pgError(
        db.as(who, (s) => s.query(upsert([6], '10:00', '11:00', true), [classA])),
      );
      expect(err.code).toBe('42501');
    }
    // Another class's teacher and a student see no row; an update of theirs changes nothing.
    for (const who of [tono, ana]) {
      expect(
        await db.as(who, (s) => s.query('select * from public.class_tutor_schedules')),
      ).toEqual([]);
      await db.as(who, (s) =>
        s.query('update public.class_tutor_schedules set paused = true where class_id = $1', [
          classA,
        ]),
      );
    }
    const [row] = await db.admin.query<{ paused: boolean; days: number[] }>(
      'select paused, days from public.class_tutor_schedules where class_id = $1',
      [classA],
    );
    expect(row).toEqual({ paused: false, days: [1, 2, 3, 4, 5] });
    await db.try(admin, (s) => s.query(upsert([6], '10:00', '11:00', true), [classA]));
  });

  it('refuses a day outside 1–7 and hours that do not open before they close', async () => {
    for (const [days, opens, closes] of [
      [[0], '08:00', '09:00'],
      [[8], '08:00', '09:00'],
      [[1], '14:00', '08:00'],
      [[1], '08:00', '08:00'],
      [[1], null, '09:00'],
    ] as const) {
      const err = await pgError(
        db.try(tere, (s) => s.query(upsert([...days], opens, closes), [classA])),
      );
      expect(err.code).toBe('23514');
    }
  });
});

describe('is the tutor open', () => {
  it('on the days and hours set, and says when it opens next', async () => {
    await db.as(tere, (s) => s.query(upsert([1, 2, 3, 4, 5], '08:00', '14:00'), [classA]));
    expect(await stateAt('2026-11-30 09:00')).toEqual({
      is_open: true,
      paused: false,
      next_local: null,
    });
    expect(await stateAt('2026-11-30 07:59')).toEqual({
      is_open: false,
      paused: false,
      next_local: '2026-11-30 08:00',
    });
    // 14:00 is closing time: closed, back the next morning.
    expect(await stateAt('2026-11-30 14:00')).toMatchObject({
      is_open: false,
      next_local: '2026-12-01 08:00',
    });
    // Saturday: closed until Monday.
    expect(await stateAt('2026-12-05 10:00')).toMatchObject({
      is_open: false,
      next_local: '2026-12-07 08:00',
    });
  });

  it('paused: closed at any hour, with no opening time; a class without a row is always open', async () => {
    await db.as(tere, (s) => s.query(upsert([1, 2, 3, 4, 5], '08:00', '14:00', true), [classA]));
    expect(await stateAt('2026-11-30 09:00')).toEqual({
      is_open: false,
      paused: true,
      next_local: null,
    });
    const [b] = await db.admin.query('select * from private.class_tutor_state($1, now())', [
      classB,
    ]);
    expect(b).toEqual({ is_open: true, paused: false, next_open_at: null });
    await db.as(tere, (s) => s.query(upsert([], null, null), [classA]));
  });

  it('a student of the class reads the public part; another class’s student and a stranger are refused', async () => {
    await db.as(tere, (s) => s.query(upsert([1, 2, 3, 4, 5], '08:00', '14:00', true), [classA]));
    expect(await db.as(ana, (s) => rpc(s, 'get_class_tutor_status', { class_id: classA }))).toEqual(
      [{ is_open: false, paused: true, next_open_at: null, viewer_teaches: false }],
    );
    // The class's teacher reads the same, and that they teach it (their conversation is a trial).
    expect(
      await db.as(tere, (s) => rpc(s, 'get_class_tutor_status', { class_id: classA })),
    ).toEqual([{ is_open: false, paused: true, next_open_at: null, viewer_teaches: true }]);
    for (const who of [ceci, dani, tono]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'get_class_tutor_status', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
  });

  it('the tutor function’s check: the service role reads it, a signed-in user may not call it', async () => {
    expect(
      await db.as(service, (s) =>
        rpcScalar(s, 'tutor_class_schedule_status', { p_class_id: classA }),
      ),
    ).toEqual({ is_open: false, paused: true, next_open_at: null });
    const err = await pgError(
      db.as(tere, (s) => rpcScalar(s, 'tutor_class_schedule_status', { p_class_id: classA })),
    );
    expect(err.code).toBe('42501');
  });
});

/**
 * The weekly e-mail of a class's "Resumen" (docs/classes.md, "Resumen semanal por correo"): the
 * service role claims each (class, teacher) pair once per week, only for a current teacher who is
 * still a Profesor and keeps "Recibir notificaciones por correo" on, only when a current student
 * wrote in the class that week, with the week's get_class_digest as that teacher reads it; a
 * failed send gives the claim back; nobody else may claim or release.
 * The week is the last one that ended on the database's clock; the messages are put on its
 * Wednesday at noon (deployment's zone), so no test depends on the hour or the host's zone.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { WeeklyDigestClaim } from '../../functions/_shared/classes/weekly-digest-email.ts';
import { actAs, anon, rpc, rpcScalar, rpcVoid, service, type Sql, withSessions } from '../harness';
import { queryError, rpcError } from '../setup';

import {
  admin,
  ana,
  CONV_ANA_A,
  CONV_CECI_B,
  CONV_LUIS_A,
  classA,
  classB,
  db,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

let week: string;
let weekEnd: string;

const wednesdayNoon = `((($1::date + 2)::timestamp + time '12:00') at time zone private.app_timezone())`;

beforeAll(async () => {
  const [row] = await db.admin.query<{ monday: string; sunday: string }>(
    `select to_char(d, 'YYYY-MM-DD') as monday, to_char(d + 6, 'YYYY-MM-DD') as sunday
     from (select (date_trunc('week', (now() at time zone private.app_timezone()))::date - 7) as d) as w`,
  );
  week = row!.monday;
  weekEnd = row!.sunday;
  // Ana (a current student of A) wrote in A that week; the tutor answered.
  await db.admin.query(
    `insert into public.messages (conversation_id, role, content, metadata, created_at) values
     ($2, 'user', 'Resuelve 2x + 3 = 7', '{}', ${wednesdayNoon}),
     ($2, 'assistant', 'Paso siguiente…', '{"hint_level": 3}', ${wednesdayNoon} + interval '1 minute')`,
    [week, CONV_ANA_A],
  );
  // A 'revisar' alert of that week: nobody was e-mailed for it; the weekly summary counts it.
  await db.admin.query(
    `insert into public.safety_alerts (user_id, conversation_id, category, source, excerpt, level, created_at)
     values ($2, $3, 'self_harm', 'phrase_list', 'texto', 'revisar', ${wednesdayNoon} + interval '2 minutes')`,
    [week, ana.id, CONV_ANA_A],
  );
});

const claim = async (s: Sql, limit = 50) =>
  (await rpc(s, 'claim_class_weekly_digests', {
    p_week_start: week,
    p_limit: limit,
  })) as unknown as WeeklyDigestClaim[];

/** Fixture SQL inside a service-role transaction: as the superuser, then the service role again. */
async function arrange(s: Sql, text: string, params: unknown[] = []): Promise<void> {
  await s.exec('reset role');
  await s.query(text, params);
  await actAs(s, service);
}

const pairs = (claims: WeeklyDigestClaim[]) =>
  claims.map((c) => `${c.class_name}/${c.teacher_email}`);

describe('claim_class_weekly_digests', () => {
  it('claims a class’s teacher once per week, with the Resumen the teacher reads', async () => {
    const asTere = await db.try(tere, (s) =>
      rpcScalar(s, 'get_class_digest', { p_class_id: classA, p_start: week, p_end: weekEnd }),
    );
    await db.try(service, async (s) => {
      const first = await claim(s);
      expect(first).toEqual([
        {
          class_id: classA,
          class_name: 'Álgebra 3°B',
          teacher_id: tere.id,
          teacher_email: 'tere@test.local',
          teacher_name: 'Tere Profesora',
          week_start: week,
          week_end: weekEnd,
          digest: asTere,
        },
      ]);
      expect(first[0]!.digest).toMatchObject({
        totals: { active_students: 1, student_messages: 1, tutor_replies: 1 },
        stuck: { deep_hints: 1 },
        alerts: { alta: 0, revisar: 1 },
      });
      // The caller is the service role again afterwards.
      const [who] = await s.query<{ uid: string | null; role: string }>(
        'select auth.uid() as uid, auth.role() as role',
      );
      expect(who).toEqual({ uid: null, role: 'service_role' });
      expect(await claim(s)).toEqual([]);
    });
  });

  it('a claim is kept across runs (committed), and a released one is claimed again', async () => {
    await db.as(service, async (s) => expect(pairs(await claim(s))).toHaveLength(1));
    try {
      await db.as(service, async (s) => expect(await claim(s)).toEqual([]));
      await db.as(service, (s) =>
        rpcVoid(s, 'release_class_weekly_digest', {
          p_class_id: classA,
          p_teacher_id: tere.id,
          p_week_start: week,
        }),
      );
      await db.try(service, async (s) =>
        expect(pairs(await claim(s))).toEqual(['Álgebra 3°B/tere@test.local']),
      );
    } finally {
      await db.admin.query('delete from private.class_weekly_digest_emails');
    }
  });

  it('nothing for a teacher with "Recibir notificaciones por correo" off; on again, the e-mail', async () => {
    const setPreference = (value: string) =>
      db.admin.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email_notifications', $2::jsonb) where id = $1`,
        [tere.id, value],
      );
    try {
      await setPreference('false');
      await db.try(service, async (s) => expect(await claim(s)).toEqual([]));
      await setPreference('true');
      await db.try(service, async (s) => expect(pairs(await claim(s))).toHaveLength(1));
    } finally {
      await setPreference('true');
    }
  });

  it('a co-teacher gets their own; a teacher who left the class or is no longer a Profesor, none', async () => {
    await db.try(service, async (s) => {
      await arrange(
        s,
        `insert into public.class_members (class_id, user_id, role) values ($1, $2, 'teacher')`,
        [classA, tono.id],
      );
      expect(pairs(await claim(s))).toEqual([
        'Álgebra 3°B/tere@test.local',
        'Álgebra 3°B/tono@test.local',
      ]);
    });
    await db.try(service, async (s) => {
      await arrange(
        s,
        `insert into public.class_members (class_id, user_id, role, left_at) values ($1, $2, 'teacher', now())`,
        [classA, tono.id],
      );
      await arrange(
        s,
        `update auth.users set raw_app_meta_data = raw_app_meta_data - 'is_teacher' where id = $1`,
        [tere.id],
      );
      expect(await claim(s)).toEqual([]);
    });
  });

  it('no activity, no e-mail: a class whose only writer left it, an archived class', async () => {
    await db.try(service, async (s) => {
      // Luis left A: what he writes does not make A's week; Ceci (B) writes.
      await arrange(
        s,
        `insert into public.messages (conversation_id, role, content, created_at) values
         ($2, 'user', 'luis escribe', ${wednesdayNoon}), ($3, 'user', 'ceci escribe', ${wednesdayNoon})`,
        [week, CONV_LUIS_A, CONV_CECI_B],
      );
      await arrange(s, `delete from public.messages where conversation_id = $1`, [CONV_ANA_A]);
      expect(pairs(await claim(s))).toEqual(['Química 2°A/tono@test.local']);
    });
    await db.try(service, async (s) => {
      await arrange(s, `update public.classes set archived_at = now() where id = $1`, [classA]);
      expect(await claim(s)).toEqual([]);
    });
  });

  it('claims at most p_limit pairs a call; the next call takes the rest', async () => {
    await db.try(service, async (s) => {
      await arrange(
        s,
        `insert into public.class_members (class_id, user_id, role) values ($1, $2, 'teacher')`,
        [classA, tono.id],
      );
      const first = await claim(s, 1);
      const second = await claim(s, 1);
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(1);
      expect(new Set([...pairs(first), ...pairs(second)]).size).toBe(2);
      expect(await claim(s, 1)).toEqual([]);
    });
  });

  it('refuses a week that is not a Monday, has not ended or is over five weeks old (22023)', async () => {
    const [row] = await db.admin.query<{ current: string; old: string; tuesday: string }>(
      `select to_char($1::date + 7, 'YYYY-MM-DD') as current, to_char($1::date - 35, 'YYYY-MM-DD') as old,
              to_char($1::date + 1, 'YYYY-MM-DD') as tuesday`,
      [week],
    );
    for (const p_week_start of [row!.current, row!.old, row!.tuesday, null]) {
      const err = await rpcError(db, service, 'claim_class_weekly_digests', { p_week_start });
      expect(err.code).toBe('22023');
    }
    for (const p_limit of [0, 501]) {
      const args = { p_week_start: week, p_limit };
      expect((await rpcError(db, service, 'claim_class_weekly_digests', args)).code).toBe('22023');
    }
  });

  it('nobody but the service role may claim or release (42501), not even the class’s teacher or an admin', async () => {
    for (const actor of [tere, admin, ana, luis, anon]) {
      const claim = { p_week_start: week };
      expect((await rpcError(db, actor, 'claim_class_weekly_digests', claim)).code).toBe('42501');
      const release = { p_class_id: classB, p_teacher_id: tono.id, p_week_start: week };
      expect((await rpcError(db, actor, 'release_class_weekly_digest', release)).code).toBe(
        '42501',
      );
    }
    const read = 'select * from private.class_weekly_digest_emails';
    expect((await queryError(db, tere, read)).code).toBe('42501');
  });
});

describe('concurrency (PostgreSQL)', () => {
  it.skipIf(!process.env.DB_TEST_URL)(
    '8 sessions claim the same week at once: the e-mail is claimed by exactly one',
    async () => {
      try {
        const counts = await withSessions(db, 8, (sessions) =>
          Promise.all(
            sessions.map(async (s) => {
              await s.exec(`select set_config('role', 'service_role', false)`);
              const rows = await s.query(
                'select * from public.claim_class_weekly_digests(p_week_start => $1)',
                [week],
              );
              return rows.length;
            }),
          ),
        );
        expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
        const [row] = await db.admin.query<{ n: number }>(
          'select count(*)::int as n from private.class_weekly_digest_emails where week_start = $1',
          [week],
        );
        expect(row!.n).toBe(1);
      } finally {
        await db.admin.query('delete from private.class_weekly_digest_emails');
      }
    },
  );
});

/**
 * The rules of classes (docs/classes.md) against the one TypeScript home of their figures
 * (_shared/classes/classes.ts): join codes, joining and leaving, the limits of a class's fields, the teacher
 * flag, co-teachers, and each RPC's allowed and refused callers.
 */
import { describe, expect, it } from 'vitest';

import {
  CLASS_AVOID_CONCEPT_MAX_CHARS,
  CLASS_AVOID_CONCEPTS_MAX_ITEMS,
  CLASS_DAILY_LIMIT_MAX,
  CLASS_DAILY_LIMIT_MIN,
  CLASS_GRADE_LEVELS,
  CLASS_INSTRUCTIONS_MAX_CHARS,
  CLASS_NAME_MAX_CHARS,
  CLASS_SUBJECT_MAX_CHARS,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_INVALID_MESSAGE,
  JOIN_CODE_LENGTH,
  JOIN_TOO_MANY_MESSAGE,
  normaliseJoinCode,
} from '../../functions/_shared/classes/classes.ts';
import { actAs, anon, createUser, pgError, rpc, rpcScalar, rpcVoid, type Sql } from '../harness';

import {
  admin,
  ana,
  beto,
  classA,
  classB,
  codeA,
  codeB,
  createClass,
  dani,
  db,
  insertClass,
  join,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const membership = (classId: string, userId: string) =>
  db.admin
    .query<{ role: string; left_at: string | null; joined_at: string }>(
      'select role, left_at, joined_at from public.class_members where class_id = $1 and user_id = $2',
      [classId, userId],
    )
    .then((r) => r[0] ?? null);

describe('join codes', () => {
  it('the SQL alphabet is the shared one; codes are 8 of its characters and unique', async () => {
    const [row] = await db.admin.query<{ a: string }>('select private.join_code_alphabet() as a');
    expect(row!.a).toBe(JOIN_CODE_ALPHABET);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = await db.admin.query<{ c: string }>(
      'select private.new_join_code() as c from generate_series(1, 300)',
    );
    for (const { c } of codes) {
      expect(c).toHaveLength(JOIN_CODE_LENGTH);
      expect([...c].every((ch) => JOIN_CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(new Set(codes.map((r) => r.c)).size).toBe(300);
    // Every character of the alphabet turns up (the sampling is not stuck on a subset).
    expect(new Set(codes.flatMap((r) => [...r.c])).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('regenerate_class_code: the class’s teacher and an admin; the old code stops working', async () => {
    const fresh = (await db.as(tere, (s) =>
      rpcScalar(s, 'regenerate_class_code', { class_id: classA }),
    )) as string;
    expect(fresh).not.toBe(codeA);
    expect(fresh).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: codeA }))).toBeNull();
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: fresh }))).toBe(classA);
    for (const who of [tono, ana]) {
      const refused = await pgError(
        db.try(who, (s) => rpc(s, 'regenerate_class_code', { class_id: classA })),
      );
      expect(refused.code).toBe('42501');
    }
    const byAdmin = await db.try(admin, (s) =>
      rpcScalar(s, 'regenerate_class_code', { class_id: classA }),
    );
    expect(byAdmin).toMatch(/^[A-Z2-9]{8}$/);
    // Put the fixture's code back for the other tests.
    await db.admin.query('update public.class_settings set join_code = $1 where class_id = $2', [
      codeA,
      classA,
    ]);
  });
});

describe('join_class and leave_class', () => {
  it('joins with the code typed loosely (lower case, spaces, hyphen)', async () => {
    const loose = `${codeB.slice(0, 4).toLowerCase()}-${codeB.slice(4)} `;
    expect(normaliseJoinCode(loose)).toBe(codeB);
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: loose }))).toBe(classB);
  });

  it('unknown, expired and archived codes: null, nothing joined (the app says JOIN_CODE_INVALID_MESSAGE)', async () => {
    const expired = await createClass(tere, {
      name: 'Caducada',
      join_code_expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const archived = await createClass(tere, { name: 'Archivada' });
    await db.as(tere, (s) =>
      s.query('update public.classes set archived_at = now() where id = $1', [archived.id]),
    );
    for (const code of ['ZZZZZZZZ', expired.code, archived.code, '', 'x']) {
      const joined = await db.try(dani, async (s) => {
        const id = await rpcScalar(s, 'join_class', { code });
        const [row] = await s.query<{ n: number }>(
          `select count(*)::int as n from public.class_members
           where user_id = $1 and class_id in ($2, $3)`,
          [dani.id, expired.id, archived.id],
        );
        return { id, memberships: row?.n };
      });
      expect(joined, code).toEqual({ id: null, memberships: 0 });
    }
    expect(JOIN_CODE_INVALID_MESSAGE).toBe('Este código no es válido o ha caducado');
    const future = await createClass(tere, {
      name: 'Vigente',
      join_code_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: future.code }))).toBe(
      future.id,
    );
  });

  it('join attempts are limited: 10 failed tries of a user, 30 of an address, in 10 minutes (P0001)', async () => {
    const guesser = await createUser(db.admin, { email: 'adivina@test.local', name: 'Adivina' });
    for (let i = 0; i < 10; i += 1) {
      expect(
        await db.as(guesser, (s) => rpcScalar(s, 'join_class', { code: `MAL${i}XXXX` })),
      ).toBeNull();
    }
    // The 11th is refused before the code is read, even the right one.
    const err = await pgError(db.try(guesser, (s) => rpc(s, 'join_class', { code: codeB })));
    expect(err.code).toBe('P0001');
    expect(err.message).toBe(JOIN_TOO_MANY_MESSAGE);
    expect(err.message).toBe('Demasiados intentos. Espera un momento y vuelve a probar.');
    // Ten minutes later the user may try again.
    await db.admin.query(
      `update private.join_attempts set attempted_at = attempted_at - interval '11 minutes'
       where user_id = $1`,
      [guesser.id],
    );
    expect(await db.try(guesser, (s) => rpcScalar(s, 'join_class', { code: codeB }))).toBe(classB);

    // One address (PostgREST's request.headers): 30 failed tries over several accounts.
    const from = (ip: string) => (s: Sql) =>
      s.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': `${ip}, 10.0.0.1` }),
      ]);
    const accounts = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        createUser(db.admin, { email: `ip${n}@test.local`, name: `Ip ${n}` }),
      ),
    );
    for (const account of accounts.slice(0, 3)) {
      for (let i = 0; i < 10; i += 1) {
        await db.as(account, async (s) => {
          await from('203.0.113.9')(s);
          return rpcScalar(s, 'join_class', { code: `IP${i}XXXXX` });
        });
      }
    }
    const fourth = accounts[3]!;
    const byAddress = await pgError(
      db.try(fourth, async (s) => {
        await from('203.0.113.9')(s);
        return rpc(s, 'join_class', { code: codeB });
      }),
    );
    expect(byAddress.message).toBe(JOIN_TOO_MANY_MESSAGE);
    expect(
      await db.try(fourth, async (s) => {
        await from('198.51.100.7')(s);
        return rpcScalar(s, 'join_class', { code: codeB });
      }),
    ).toBe(classB);
  });

  it('anon may not join (42501)', async () => {
    const err = await pgError(db.try(anon, (s) => rpc(s, 'join_class', { code: codeA })));
    expect(err.code).toBe('42501');
  });

  it('joining twice is harmless; a teacher joining their own class stays its teacher', async () => {
    const before = await membership(classA, ana.id);
    expect(await join(ana, codeA)).toBe(classA);
    expect(await membership(classA, ana.id)).toEqual(before);
    expect(await join(tere, codeA)).toBe(classA);
    expect((await membership(classA, tere.id))!.role).toBe('teacher');
  });

  it('a student leaves; joining again makes them a member from now on', async () => {
    expect((await membership(classA, luis.id))!.left_at).not.toBeNull();
    const err = await pgError(db.try(luis, (s) => rpcVoid(s, 'leave_class', { class_id: classA })));
    expect(err).toMatchObject({ code: '22023', message: 'No perteneces a esta clase.' });
    await db.try(luis, async (s) => {
      await rpcScalar(s, 'join_class', { code: codeA });
      const rows = await s.query('select left_at from public.class_members where class_id = $1', [
        classA,
      ]);
      expect(rows).toEqual([{ left_at: null }]);
    });
  });

  it('leave_class: a non-member and the class’s only teacher are refused (22023)', async () => {
    const notMember = await pgError(
      db.try(dani, (s) => rpcVoid(s, 'leave_class', { class_id: classA })),
    );
    expect(notMember).toMatchObject({ code: '22023', message: 'No perteneces a esta clase.' });
    const teacher = await pgError(
      db.try(tere, (s) => rpcVoid(s, 'leave_class', { class_id: classA })),
    );
    expect(teacher).toMatchObject({
      code: '22023',
      message: 'Eres el único profesor de esta clase: no puedes salir.',
    });
  });

  it('a student’s leaving ends the teacher’s view at once (in the same database)', async () => {
    await db.try(beto, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
    });
    // try rolled back: Beto is still a member; now leave for real inside one transaction as Tere's view.
    const seen = await db.try(beto, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
      const { actAs } = await import('../harness');
      await actAs(s, tere);
      return s.query<{ user_id: string }>(
        'select user_id from public.conversations where class_id = $1',
        [classA],
      );
    });
    expect(seen.map((r) => r.user_id)).toEqual([ana.id]);
  });
});

describe('field limits (the shared figures)', () => {
  const insert = (fields: Record<string, unknown>) =>
    // As the teacher (RLS, grants, triggers), read back in the same rolled-back transaction.
    db.try(tere, async (s) => {
      const id = await insertClass(s, fields);
      return s.query(
        `select c.name, c.subject, s.avoid_concepts
         from public.classes as c join public.class_settings as s on s.class_id = c.id
         where c.id = $1`,
        [id],
      );
    });
  const refused = async (fields: Record<string, unknown>, constraint: string) => {
    const err = await pgError(insert(fields));
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe(constraint);
  };

  it('name 1..max (trimmed), subject null or 1..max', async () => {
    expect(await insert({ name: 'n'.repeat(CLASS_NAME_MAX_CHARS) })).toHaveLength(1);
    await refused(
      { name: 'n'.repeat(CLASS_NAME_MAX_CHARS + 1) },
      'classes_name_must_be_1_to_100_chars',
    );
    await refused({ name: '   ' }, 'classes_name_must_be_1_to_100_chars');
    const [row] = await insert({ name: '  Física  ', subject: '  ' });
    expect(row).toMatchObject({ name: 'Física', subject: null });
    expect(await insert({ name: 'x', subject: 's'.repeat(CLASS_SUBJECT_MAX_CHARS) })).toHaveLength(
      1,
    );
    await refused(
      { name: 'x', subject: 's'.repeat(CLASS_SUBJECT_MAX_CHARS + 1) },
      'classes_subject_must_be_1_to_100_chars',
    );
  });

  it('grade level one of the shared levels', async () => {
    for (const level of CLASS_GRADE_LEVELS) {
      expect(await insert({ name: 'x', grade_level: level })).toHaveLength(1);
    }
    await refused({ name: 'x', grade_level: 'Kínder' }, 'classes_grade_level_must_be_a_level');
  });

  it('instructions up to the maximum', async () => {
    expect(
      await insert({ name: 'x', instructions: 'i'.repeat(CLASS_INSTRUCTIONS_MAX_CHARS) }),
    ).toHaveLength(1);
    await refused(
      { name: 'x', instructions: 'i'.repeat(CLASS_INSTRUCTIONS_MAX_CHARS + 1) },
      'class_settings_instructions_must_be_at_most_2000_chars',
    );
  });

  it('avoid list: tidied, at most N items of at most M characters', async () => {
    const [row] = await insert({
      name: 'x',
      avoid_concepts: ['  Derivadas ', 'derivadas', '', 'Límites'],
    });
    expect(row!.avoid_concepts).toEqual(['Derivadas', 'Límites']);
    const many = Array.from({ length: CLASS_AVOID_CONCEPTS_MAX_ITEMS }, (_, i) => `c${i}`);
    expect(await insert({ name: 'x', avoid_concepts: many })).toHaveLength(1);
    await refused(
      { name: 'x', avoid_concepts: [...many, 'uno más'] },
      'class_settings_avoid_concepts_must_be_at_most_50_items',
    );
    expect(
      await insert({ name: 'x', avoid_concepts: ['a'.repeat(CLASS_AVOID_CONCEPT_MAX_CHARS)] }),
    ).toHaveLength(1);
    await refused(
      { name: 'x', avoid_concepts: ['a'.repeat(CLASS_AVOID_CONCEPT_MAX_CHARS + 1)] },
      'class_settings_avoid_concepts_items_must_be_at_most_100_chars',
    );
  });

  it('daily limit null or min..max', async () => {
    for (const n of [null, CLASS_DAILY_LIMIT_MIN, CLASS_DAILY_LIMIT_MAX]) {
      expect(await insert({ name: 'x', daily_message_limit: n })).toHaveLength(1);
    }
    for (const n of [CLASS_DAILY_LIMIT_MIN - 1, CLASS_DAILY_LIMIT_MAX + 1]) {
      await refused(
        { name: 'x', daily_message_limit: n },
        'classes_daily_message_limit_must_be_1_to_1000',
      );
    }
  });
});

describe('the teacher flag', () => {
  it('set_user_teacher_role: admins only (42501 for a teacher, a student, anon); unknown user 22023', async () => {
    for (const who of [tere, ana]) {
      const err = await pgError(
        db.try(who, (s) =>
          rpcVoid(s, 'set_user_teacher_role', { target_user_id: dani.id, is_teacher_role: true }),
        ),
      );
      expect(err.code).toBe('42501');
    }
    const anonErr = await pgError(
      db.try(anon, (s) =>
        rpcVoid(s, 'set_user_teacher_role', { target_user_id: dani.id, is_teacher_role: true }),
      ),
    );
    expect(anonErr.code).toBe('42501');
    const unknown = await pgError(
      db.try(admin, (s) =>
        rpcVoid(s, 'set_user_teacher_role', {
          target_user_id: '00000000-0000-4000-8000-000000000000',
          is_teacher_role: true,
        }),
      ),
    );
    expect(unknown.code).toBe('22023');
  });

  it('an admin makes Dani a teacher: Dani may then create a class; a student may not self-grant', async () => {
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_user_teacher_role', { target_user_id: dani.id, is_teacher_role: true });
      await s.exec('reset role');
      const [row] = await s.query<{ m: unknown }>(
        'select raw_app_meta_data as m from auth.users where id = $1',
        [dani.id],
      );
      expect(row!.m).toMatchObject({ is_teacher: true });
      const { actAs } = await import('../harness');
      await actAs(s, dani);
      const rows = await s.query(
        `insert into public.classes (name) values ('De Dani') returning id`,
      );
      expect(rows).toHaveLength(1);
    });
    // user_metadata is the user's own: writing is_teacher there grants nothing.
    const err = await pgError(
      db.try(ana, async (s) => {
        await s.exec('reset role');
        await s.query(
          `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"is_teacher": true}' where id = $1`,
          [ana.id],
        );
        const { actAs } = await import('../harness');
        await actAs(s, ana);
        const [row] = await s.query<{ t: boolean }>('select rls.is_teacher() as t');
        expect(row!.t).toBe(false);
        await s.query(`insert into public.classes (name) values ('Mía')`);
      }),
    );
    expect(err.code).toBe('42501');
  });
});

describe('the admin’s users list', () => {
  it('get_users_list says who is a teacher (the Profesor toggle)', async () => {
    const rows = await db.as(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 1, page_size: 100, search_term: null }),
    );
    const flag = (email: string) => rows.find((r) => r.email === email)?.is_teacher;
    expect(flag('tere@test.local')).toBe(true);
    expect(flag('ana@test.local')).toBe(false);
    expect(flag('admin@test.local')).toBe(false);
  });
});

describe('co-teachers', () => {
  it('add_class_teacher: by the class’s teacher, only a Profesor’s e-mail (22023 otherwise)', async () => {
    await db.try(tere, async (s) => {
      await rpcVoid(s, 'add_class_teacher', {
        class_id: classA,
        teacher_email: 'TONO@test.local ',
      });
      // An invitation, not a membership: Toño teaches the class only once he accepts.
      const [settings] = await rpc(s, 'get_class_settings', { class_id: classA });
      expect(settings!.teacher_emails).toEqual(['tere@test.local']);
      const invited = await s.query('select invitee_id from public.class_teacher_invitations');
      expect(invited).toEqual([{ invitee_id: tono.id }]);
    });
    for (const email of ['ana@test.local', 'nadie@test.local', '']) {
      const err = await pgError(
        db.try(tere, (s) =>
          rpcVoid(s, 'add_class_teacher', { class_id: classA, teacher_email: email }),
        ),
      );
      expect(err).toMatchObject({
        code: '22023',
        message: 'Este correo no pertenece a un profesor.',
      });
    }
    for (const who of [tono, ana]) {
      const err = await pgError(
        db.try(who, (s) =>
          rpcVoid(s, 'add_class_teacher', { class_id: classA, teacher_email: 'tono@test.local' }),
        ),
      );
      expect(err.code).toBe('42501');
    }
  });
});

describe('co-teachers by consent', () => {
  const invite = (by: typeof tere, email: string) =>
    db.as(by, (s) => rpcVoid(s, 'add_class_teacher', { class_id: classA, teacher_email: email }));
  const invitations = (who: typeof tere) => db.as(who, (s) => rpc(s, 'get_my_class_invitations'));
  const teachers = async () =>
    (
      await db.admin.query<{ user_id: string }>(
        `select user_id from public.class_members
         where class_id = $1 and role = 'teacher' and left_at is null order by joined_at`,
        [classA],
      )
    ).map((r) => r.user_id);

  it('the invitee accepts: then, and only then, a teacher of the class', async () => {
    await invite(tere, 'tono@test.local');
    await invite(tere, 'tono@test.local'); // twice: one invitation
    const [pending, ...more] = await invitations(tono);
    expect(more).toEqual([]);
    expect(pending).toMatchObject({
      class_id: classA,
      class_name: 'Álgebra 3°B',
      invited_by_name: 'Tere Profesora',
    });
    expect(await teachers()).toEqual([tere.id]);
    expect(
      await db
        .as(tono, (s) => rpc(s, 'get_class_students', { class_id: classA }))
        .catch((e: { code: string }) => e.code),
    ).toBe('42501');
    // Nobody else accepts or declines Toño's invitation.
    for (const who of [tere, ana, dani]) {
      const err = await pgError(
        db.try(who, (s) => rpcScalar(s, 'accept_class_invitation', { invitation_id: pending!.id })),
      );
      expect(err).toMatchObject({ code: '22023', message: 'Esta invitación ya no existe.' });
      const declined = await pgError(
        db.try(who, (s) => rpcVoid(s, 'decline_class_invitation', { invitation_id: pending!.id })),
      );
      expect(declined.code).toBe('22023');
    }
    expect(
      await db.as(tono, (s) =>
        rpcScalar(s, 'accept_class_invitation', { invitation_id: pending!.id }),
      ),
    ).toBe(classA);
    expect(await teachers()).toEqual([tere.id, tono.id]);
    expect(await invitations(tono)).toEqual([]);
    // Already a teacher: inviting again changes nothing.
    await invite(tere, 'tono@test.local');
    expect(await invitations(tono)).toEqual([]);
  });

  it('a co-teacher may not remove anyone; the creator removes the co-teacher, never themself', async () => {
    const notCreator = await pgError(
      db.try(tono, (s) =>
        rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: tere.id }),
      ),
    );
    expect(notCreator.code).toBe('42501');
    const outsider = await pgError(
      db.try(ana, (s) =>
        rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: tono.id }),
      ),
    );
    expect(outsider.code).toBe('42501');
    const creator = await pgError(
      db.try(admin, (s) =>
        rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: tere.id }),
      ),
    );
    expect(creator).toMatchObject({
      code: '22023',
      message: 'No se puede quitar a quien creó la clase.',
    });
    const student = await pgError(
      db.try(tere, (s) =>
        rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: ana.id }),
      ),
    );
    expect(student.code).toBe('22023');
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: tono.id });
    });
    await db.as(tere, (s) =>
      rpcVoid(s, 'remove_class_teacher', { class_id: classA, teacher_id: tono.id }),
    );
    expect(await teachers()).toEqual([tere.id]);
    // The join code never gives a removed teacher their access back: they come back as a student.
    await join(tono, codeA);
    expect((await membership(classA, tono.id))!.role).toBe('student');
    await db.as(tono, (s) => rpcVoid(s, 'leave_class', { class_id: classA }));
  });

  it('a teacher leaves a class that keeps another teacher; the last one may not', async () => {
    await invite(tere, 'tono@test.local');
    const [pending] = await invitations(tono);
    await db.as(tono, (s) =>
      rpcScalar(s, 'accept_class_invitation', { invitation_id: pending!.id }),
    );
    expect(await teachers()).toEqual([tere.id, tono.id]);
    await db.as(tere, (s) => rpcVoid(s, 'leave_class', { class_id: classA }));
    expect(await teachers()).toEqual([tono.id]);
    const last = await pgError(
      db.try(tono, (s) => rpcVoid(s, 'leave_class', { class_id: classA })),
    );
    expect(last).toMatchObject({
      code: '22023',
      message: 'Eres el único profesor de esta clase: no puedes salir.',
    });
    // Put the fixture back: Tere teaches A again (an admin invites, she accepts), Toño leaves.
    await db.as(admin, (s) =>
      rpcVoid(s, 'add_class_teacher', { class_id: classA, teacher_email: 'tere@test.local' }),
    );
    const [back] = await invitations(tere);
    await db.as(tere, (s) => rpcScalar(s, 'accept_class_invitation', { invitation_id: back!.id }));
    await db.as(tono, (s) => rpcVoid(s, 'leave_class', { class_id: classA }));
    expect(await teachers()).toEqual([tere.id]);
  });

  it('get_class_teachers lists the class’s teachers and whom the caller may take out', async () => {
    await invite(tere, 'tono@test.local');
    const [pending] = await invitations(tono);
    await db.as(tono, (s) =>
      rpcScalar(s, 'accept_class_invitation', { invitation_id: pending!.id }),
    );
    const listed = (who: typeof tere) =>
      db.as(who, (s) => rpc(s, 'get_class_teachers', { class_id: classA }));
    // The creator first; only the creator (and admins) may take out a co-teacher, never the creator.
    expect(await listed(tere)).toEqual([
      {
        user_id: tere.id,
        email: 'tere@test.local',
        name: 'Tere Profesora',
        is_creator: true,
        is_me: true,
        may_remove: false,
      },
      expect.objectContaining({
        user_id: tono.id,
        is_creator: false,
        is_me: false,
        may_remove: true,
      }),
    ]);
    expect((await listed(tono)).map((t) => [t.user_id, t.is_me, t.may_remove])).toEqual([
      [tere.id, false, false],
      [tono.id, true, false],
    ]);
    expect((await listed(admin)).map((t) => t.may_remove)).toEqual([false, true]);
    for (const outsider of [ana, dani]) {
      const err = await pgError(
        db.try(outsider, (s) => rpc(s, 'get_class_teachers', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
    const anonErr = await pgError(
      db.try(anon, (s) => rpc(s, 'get_class_teachers', { class_id: classA })),
    );
    expect(anonErr.code).toBe('42501');
    await db.as(tono, (s) => rpcVoid(s, 'leave_class', { class_id: classA }));
    expect(await listed(tere)).toHaveLength(1);
  });

  it('declining deletes the invitation; someone no longer a Profesor cannot accept (42501)', async () => {
    await invite(tere, 'tono@test.local');
    const [first] = await invitations(tono);
    await db.as(tono, (s) => rpcVoid(s, 'decline_class_invitation', { invitation_id: first!.id }));
    expect(await invitations(tono)).toEqual([]);
    await invite(tere, 'tono@test.local');
    const [second] = await invitations(tono);
    await db.try(admin, async (s) => {
      await rpcVoid(s, 'set_user_teacher_role', {
        target_user_id: tono.id,
        is_teacher_role: false,
      });
      const { actAs } = await import('../harness');
      await actAs(s, tono);
      const err = await pgError(s.query('select public.accept_class_invitation($1)', [second!.id]));
      expect(err.code).toBe('42501');
    });
    await db.as(tono, (s) => rpcVoid(s, 'decline_class_invitation', { invitation_id: second!.id }));
    const anonErr = await pgError(db.try(anon, (s) => rpc(s, 'get_my_class_invitations')));
    expect(anonErr.code).toBe('42501');
  });
});

describe('the class RPCs', () => {
  it('get_my_classes: the caller’s current classes, no hidden fields', async () => {
    const rows = await db.as(ana, (s) => rpc(s, 'get_my_classes'));
    expect(rows).toEqual([
      expect.objectContaining({
        id: classA,
        role: 'student',
        teacher_names: ['Tere Profesora'],
        subject: 'Matemáticas',
      }),
    ]);
    expect(Object.keys(rows[0]!)).not.toEqual(expect.arrayContaining(['join_code']));
    expect(JSON.stringify(rows)).not.toMatch(/fútbol|derivadas|join_code/);
    expect(await db.as(luis, (s) => rpc(s, 'get_my_classes'))).toEqual([]);
    expect(await db.as(tere, (s) => rpc(s, 'get_my_classes'))).toContainEqual(
      expect.objectContaining({ id: classA, role: 'teacher' }),
    );
    const err = await pgError(db.as(anon, (s) => rpc(s, 'get_my_classes')));
    expect(err.code).toBe('42501');
  });

  it('get_teacher_classes: own classes with figures of current students; admin all; student 42501', async () => {
    const taught = await db.as(tere, (s) => rpc(s, 'get_teacher_classes'));
    expect(taught.every((r) => r.id !== classB)).toBe(true);
    expect(taught.find((r) => r.id === classA)).toMatchObject({
      id: classA,
      student_count: 2,
      conversation_count: 2,
      message_count: 3,
      teacher_names: ['Tere Profesora'],
    });
    expect(await db.as(tono, (s) => rpc(s, 'get_teacher_classes'))).toEqual([
      expect.objectContaining({ id: classB, student_count: 1, message_count: 1 }),
    ]);
    const all = await db.as(admin, (s) => rpc(s, 'get_teacher_classes'));
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([classA, classB]));
    for (const who of [ana, dani]) {
      const err = await pgError(db.as(who, (s) => rpc(s, 'get_teacher_classes')));
      expect(err.code).toBe('42501');
    }
  });

  it('get_class_students: current students with their class figures; others refused', async () => {
    const rows = await db.as(tere, (s) => rpc(s, 'get_class_students', { class_id: classA }));
    expect(rows.map((r) => r.display_name)).toEqual(expect.arrayContaining(['Ana', 'Beto']));
    expect(rows).toHaveLength(2);
    const anaRow = rows.find((r) => r.user_id === ana.id)!;
    expect(anaRow).toMatchObject({ conversation_count: 1, message_count: 2, eureka_count: 1 });
    expect(anaRow.last_activity).not.toBeNull();
    for (const who of [tono, ana, dani]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'get_class_students', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
    expect(
      await db.as(admin, (s) => rpc(s, 'get_class_students', { class_id: classA })),
    ).toHaveLength(2);
  });

  it('export_class_activity: pseudonymous ids of current members’ class conversations; others refused', async () => {
    const rows = await db.as(tere, (s) =>
      rpc(s, 'export_class_activity', { class_id: classA, page_offset: 0, page_size: 250 }),
    );
    expect(rows.map((r) => r.conversation_id).sort()).toHaveLength(2);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(ana.id);
    expect(text).not.toContain('secreto privado');
    expect(text).not.toContain('luis escribe');
    const second = await db.as(tere, (s) =>
      rpc(s, 'export_class_activity', { class_id: classA, page_offset: 1, page_size: 1 }),
    );
    expect(second).toHaveLength(1);
    for (const who of [tono, ana]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'export_class_activity', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
    const bad = await pgError(
      db.as(tere, (s) => rpc(s, 'export_class_activity', { class_id: classA, page_size: 251 })),
    );
    expect(bad.code).toBe('22023');
  });

  it('analytics by class: the filter counts only the class’s conversations; null keeps every one', async () => {
    // The export's dates are days of the deployment's calendar (private.app_timezone()), never
    // UTC's: the day class B's conversation was written there.
    const days = await db.admin.query<{ day: string }>(
      `select (created_at at time zone private.app_timezone())::date::text as day
       from public.conversations where class_id = $1`,
      [classB],
    );
    expect(days).toHaveLength(1);
    const day = days[0]!.day;
    const range = { start_date: '2020-01-01', end_date: '2099-12-31' };
    const [all] = await db.as(admin, (s) => rpc(s, 'get_engagement_stats', range));
    const [onlyA] = await db.as(admin, (s) =>
      rpc(s, 'get_engagement_stats', { ...range, class_filter: classA }),
    );
    const [onlyB] = await db.as(admin, (s) =>
      rpc(s, 'get_engagement_stats', { ...range, class_filter: classB }),
    );
    expect(all!.total_conversations).toBe(5);
    expect(onlyA).toMatchObject({ total_conversations: 3, total_messages: 4 });
    expect(onlyB).toMatchObject({ total_conversations: 1, total_messages: 1 });
    const patterns = await db.as(admin, (s) =>
      rpc(s, 'get_learning_patterns', { ...range, class_filter: classB }),
    );
    expect(patterns).toEqual([expect.objectContaining({ total_conversations: 1 })]);
    const exported = await db.as(admin, (s) =>
      rpc(s, 'export_conversations_page', { start_date: day, end_date: day, class_filter: classB }),
    );
    expect(exported).toHaveLength(1);
    const quality = await db.as(admin, (s) =>
      rpc(s, 'get_tutor_quality', { ...range, class_filter: classA }),
    );
    expect(quality[0]).toMatchObject({ replies_total: 1 });
    const err = await pgError(
      db.as(tere, (s) => rpc(s, 'get_engagement_stats', { ...range, class_filter: classA })),
    );
    expect(err.code).toBe('42501');
  });

  it('a teacher tries the class’s tutor: their conversation is in the class, out of its figures', async () => {
    const range = { start_date: '2020-01-01', end_date: '2099-12-31' };
    const figures = async (s: Sql) => {
      await actAs(s, admin);
      const [engagement] = await rpc(s, 'get_engagement_stats', { ...range, class_filter: classA });
      const [patterns] = await rpc(s, 'get_learning_patterns', { ...range, class_filter: classA });
      return { engagement, conversations: patterns?.total_conversations };
    };
    await db.try(tere, async (s) => {
      const before = await figures(s);
      await actAs(s, tere);
      // "Probar como estudiante": the chat's own call, as the class's teacher.
      const [trial] = await rpc(s, 'start_conversation', {
        subject: null,
        grade_level: null,
        class_id: classA,
      });
      expect(trial).toMatchObject({ class_id: classA, user_id: tere.id });
      await s.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'prueba')`,
        [trial!.id],
      );
      const after = await figures(s);
      expect(after).toEqual(before);
      expect(before.engagement).toMatchObject({ total_conversations: 3 });
      await actAs(s, tere);
      const students = await rpc(s, 'get_class_students', { class_id: classA });
      expect(students.map((r) => r.user_id)).not.toContain(tere.id);
      const exported = await rpc(s, 'export_class_activity', { class_id: classA });
      expect(exported.map((r) => r.conversation_id)).not.toContain(trial!.id);
    });
    // Another class's teacher may not open one in class A (not a member).
    const err = await pgError(
      db.as(tono, (s) =>
        rpc(s, 'start_conversation', { subject: null, grade_level: null, class_id: classA }),
      ),
    );
    expect(err.code).toBe('42501');
  });
});

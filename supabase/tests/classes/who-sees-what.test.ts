/**
 * Who sees what (docs/classes.md), as allowed and refused cases through RLS and the column grants:
 * a teacher reads their classes, members and the class conversations of current members only; a
 * student reads their own classes (never their settings) and nothing of another student; only the
 * class's teachers and admins read and change a class's settings; anon reads nothing.
 */
import { describe, expect, it } from 'vitest';

import { CLASS_SETTINGS_COLUMNS } from '../../functions/_shared/classes/classes.ts';
import { anon, pgError, rpc, type Sql } from '../harness';
import { queryError } from '../setup';

import {
  admin,
  ana,
  beto,
  ceci,
  classA,
  classB,
  CONV_ANA_A,
  CONV_ANA_PRIVATE,
  CONV_BETO_A,
  CONV_CECI_B,
  CONV_LUIS_A,
  dani,
  db,
  luis,
  MSG_ANA_A,
  MSG_ANA_PRIVATE,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const idsOf = (rows: { id?: unknown }[]) => rows.map((r) => r.id as string).sort();
const classIds = (s: Sql) => s.query<{ id: string }>('select id from public.classes').then(idsOf);
const conversationIds = (s: Sql) =>
  s.query<{ id: string }>('select id from public.conversations').then(idsOf);
const messageConversations = (s: Sql) =>
  s
    .query<{ c: string }>('select distinct conversation_id as c from public.messages order by 1')
    .then((r) => r.map((x) => x.c));

describe('classes: reading', () => {
  it('a teacher reads the classes they teach, not another teacher’s', async () => {
    expect(await db.as(tere, classIds)).toEqual([classA]);
    expect(await db.as(tono, classIds)).toEqual([classB]);
  });

  it('a student reads the classes they belong to; a non-member, a left student and anon none', async () => {
    expect(await db.as(ana, classIds)).toEqual([classA]);
    expect(await db.as(ceci, classIds)).toEqual([classB]);
    expect(await db.as(dani, classIds)).toEqual([]);
    expect(await db.as(luis, classIds)).toEqual([]);
    const err = await pgError(db.as(anon, classIds));
    expect(err.code).toBe('42501');
  });

  it('an admin reads every class', async () => {
    expect(await db.as(admin, classIds)).toEqual([classA, classB].sort());
  });

  it('select * on classes: every column of the rows the caller may read, none of the settings', async () => {
    const rows = await db.as(ana, (s) => s.query('select * from public.classes'));
    expect(rows).toHaveLength(1);
    for (const hidden of [...CLASS_SETTINGS_COLUMNS, 'join_code']) {
      expect(Object.keys(rows[0]!), hidden).not.toContain(hidden);
    }
    expect(rows[0]).toMatchObject({
      id: classA,
      name: 'Álgebra 3°B',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      daily_message_limit: 20,
    });
    expect(await db.as(tere, (s) => s.query('select * from public.classes'))).toHaveLength(1);
  });

  it('class_settings: the class’s teachers and admins read it; students, other teachers and anon never', async () => {
    const settingsOf = (s: Sql) =>
      s.query<{ class_id: string }>('select class_id from public.class_settings order by class_id');
    expect((await db.as(tere, settingsOf)).map((r) => r.class_id)).toEqual([classA]);
    expect((await db.as(tono, settingsOf)).map((r) => r.class_id)).toEqual([classB]);
    expect((await db.as(admin, settingsOf)).map((r) => r.class_id)).toEqual(
      [classA, classB].sort(),
    );
    for (const who of [ana, beto, ceci, dani, luis]) {
      expect(await db.as(who, settingsOf), who.email).toEqual([]);
    }
    const err = await pgError(db.as(anon, settingsOf));
    expect(err.code).toBe('42501');
  });

  it('the teacher’s settings row and get_class_settings agree', async () => {
    const [row] = await db.as(tere, (s) =>
      s.query('select * from public.class_settings where class_id = $1', [classA]),
    );
    const [settings] = await db.as(tere, (s) => rpc(s, 'get_class_settings', { class_id: classA }));
    expect(settings).toMatchObject({
      id: classA,
      instructions: 'Usa ejemplos de fútbol.',
      avoid_concepts: ['fórmula general', 'derivadas'],
      teacher_emails: ['tere@test.local'],
    });
    expect(settings!.join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(row).toEqual({
      class_id: classA,
      instructions: settings!.instructions,
      avoid_concepts: settings!.avoid_concepts,
      join_code: settings!.join_code,
      join_code_expires_at: settings!.join_code_expires_at,
    });
  });

  it('get_class_settings: another class’s teacher, a student and anon are refused (42501); admin allowed', async () => {
    for (const who of [tono, ana, dani, anon]) {
      const err = await pgError(
        db.as(who, (s) => rpc(s, 'get_class_settings', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
    const rows = await db.as(admin, (s) => rpc(s, 'get_class_settings', { class_id: classA }));
    expect(rows).toHaveLength(1);
  });
});

describe('class_members', () => {
  const members = (s: Sql) =>
    s
      .query<{ user_id: string }>('select user_id from public.class_members order by 1')
      .then((r) => r.map((x) => x.user_id));

  it('a teacher reads their classes’ members (the left one included, with left_at)', async () => {
    expect(await db.as(tere, members)).toEqual([tere.id, ana.id, beto.id, luis.id].sort());
    expect(await db.as(tono, members)).toEqual([tono.id, ceci.id].sort());
  });

  it('a student reads only their own membership, never another student’s', async () => {
    expect(await db.as(ana, members)).toEqual([ana.id]);
    expect(await db.as(dani, members)).toEqual([]);
  });

  it('nobody writes class_members directly', async () => {
    for (const who of [tere, ana, admin]) {
      const err = await pgError(
        db.try(who, (s) =>
          s.query(
            `insert into public.class_members (class_id, user_id, role) values ($1, $2, 'teacher')`,
            [classA, who.id],
          ),
        ),
      );
      expect(err.code).toBe('42501');
    }
    const err = await pgError(
      db.try(ana, (s) => s.query(`update public.class_members set role = 'teacher'`)),
    );
    expect(err.code).toBe('42501');
  });
});

describe('class conversations and messages', () => {
  it('a teacher reads the class conversations of current members, nothing private, not a left student’s', async () => {
    expect(await db.as(tere, conversationIds)).toEqual([CONV_ANA_A, CONV_BETO_A].sort());
    expect(await db.as(tere, messageConversations)).toEqual([CONV_ANA_A, CONV_BETO_A].sort());
    const secret = await db.as(tere, (s) =>
      s.query('select id from public.messages where id = $1', [MSG_ANA_PRIVATE]),
    );
    expect(secret).toEqual([]);
  });

  it('the teacher of class B sees nothing of class A', async () => {
    expect(await db.as(tono, conversationIds)).toEqual([CONV_CECI_B]);
    const rows = await db.as(tono, (s) =>
      s.query('select id from public.messages where id = $1', [MSG_ANA_A]),
    );
    expect(rows).toEqual([]);
  });

  it('a student reads only their own conversations; never a classmate’s', async () => {
    expect(await db.as(ana, conversationIds)).toEqual([CONV_ANA_A, CONV_ANA_PRIVATE].sort());
    expect(await db.as(beto, conversationIds)).toEqual([CONV_BETO_A]);
    expect(await db.as(beto, messageConversations)).toEqual([CONV_BETO_A]);
  });

  it('the left student keeps their conversation; the teacher no longer reads it', async () => {
    expect(await db.as(luis, conversationIds)).toEqual([CONV_LUIS_A]);
    expect(await db.as(tere, conversationIds)).not.toContain(CONV_LUIS_A);
  });

  it('an admin reads the class conversations of current members', async () => {
    const ids = await db.as(admin, conversationIds);
    expect(ids).toEqual(expect.arrayContaining([CONV_ANA_A, CONV_BETO_A, CONV_CECI_B]));
    expect(ids).not.toContain(CONV_ANA_PRIVATE);
    expect(ids).not.toContain(CONV_LUIS_A);
  });

  it('teachers read only: no update, delete or message into a student’s conversation', async () => {
    const updated = await db.try(tere, (s) =>
      s.query(`update public.conversations set title = 'x' where id = $1 returning id`, [
        CONV_ANA_A,
      ]),
    );
    expect(updated).toEqual([]);
    const deleted = await db.try(tere, (s) =>
      s.query('delete from public.conversations where id = $1 returning id', [CONV_ANA_A]),
    );
    expect(deleted).toEqual([]);
    const insert = `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'hola')`;
    expect((await queryError(db, tere, insert, [CONV_ANA_A])).code).toBe('42501');
  });

  it('a student may start a conversation only in a class they currently belong to', async () => {
    const insert = (who: typeof ana, classId: string) =>
      db.try(who, (s) =>
        s.query(
          'insert into public.conversations (user_id, class_id) values ($1, $2) returning class_id',
          [who.id, classId],
        ),
      );
    expect(await insert(ana, classA)).toEqual([{ class_id: classA }]);
    for (const [who, cls] of [
      [ana, classB],
      [dani, classA],
      [luis, classA],
    ] as const) {
      const err = await pgError(insert(who, cls));
      expect(err.code).toBe('42501');
    }
  });

  it('a class conversation takes the class’s subject and level when it has none', async () => {
    const [row] = await db.try(ana, (s) =>
      s.query<{ subject: string; grade_level: string }>(
        `insert into public.conversations (user_id, class_id, subject) values ($1, $2, null)
         returning subject, grade_level`,
        [ana.id, classA],
      ),
    );
    expect(row).toEqual({ subject: 'Matemáticas', grade_level: 'Secundaria' });
    const [own] = await db.try(ana, (s) =>
      s.query<{ subject: string }>(
        `insert into public.conversations (user_id, class_id, subject) values ($1, $2, 'Física')
         returning subject`,
        [ana.id, classA],
      ),
    );
    expect(own!.subject).toBe('Física');
  });

  it('start_conversation with a class: member allowed, non-member refused; the class is kept', async () => {
    const rows = await db.try(ana, (s) =>
      rpc(s, 'start_conversation', { subject: null, grade_level: null, class_id: classA }),
    );
    expect(rows[0]).toMatchObject({ class_id: classA, subject: 'Matemáticas', user_id: ana.id });
    const err = await pgError(
      db.try(dani, (s) =>
        rpc(s, 'start_conversation', { subject: null, grade_level: null, class_id: classA }),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('a student cannot move a conversation into a class afterwards', async () => {
    const err = await pgError(
      db.try(ana, (s) =>
        s.query('update public.conversations set class_id = $1 where id = $2', [
          classB,
          CONV_ANA_PRIVATE,
        ]),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('only the service role writes tutor replies, also in class conversations', async () => {
    const reply = `insert into public.messages (conversation_id, role, content) values ($1, 'assistant', 'x')`;
    for (const who of [ana, tere]) {
      expect((await queryError(db, who, reply, [CONV_ANA_A])).code).toBe('42501');
    }
  });
});

describe('creating and changing classes', () => {
  it('a student cannot create a class; a teacher and an admin can (creator becomes its teacher)', async () => {
    const err = await pgError(
      db.try(ana, (s) => s.query(`insert into public.classes (name) values ('Mía')`)),
    );
    expect(err.code).toBe('42501');
    for (const who of [tono, admin]) {
      const role = await db.try(who, async (s) => {
        const [c] = await s.query<{ id: string }>(
          `insert into public.classes (name) values ('Nueva') returning id`,
        );
        const [m] = await s.query<{ role: string }>(
          'select role from public.class_members where class_id = $1 and user_id = $2',
          [c!.id, who.id],
        );
        return m?.role;
      });
      expect(role).toBe('teacher');
    }
  });

  it('the database fills created_by and the settings row with its join code', async () => {
    const err = await pgError(
      db.try(tere, (s) =>
        s.query(`insert into public.class_settings (class_id, join_code) values ($1, 'AAAAAAAA')`, [
          classB,
        ]),
      ),
    );
    expect(err.code).toBe('42501');
    const err2 = await pgError(
      db.try(tere, (s) =>
        s.query(`insert into public.classes (name, created_by) values ('X', $1)`, [ana.id]),
      ),
    );
    expect(err2.code).toBe('42501');
    const made = await db.try(tere, async (s) => {
      const [c] = await s.query<{ id: string }>(
        `insert into public.classes (name) values ('Nueva') returning id`,
      );
      return s.query<{ join_code: string; instructions: string }>(
        'select join_code, instructions from public.class_settings where class_id = $1',
        [c!.id],
      );
    });
    expect(made).toEqual([{ join_code: expect.stringMatching(/^[A-Z2-9]{8}$/), instructions: '' }]);
  });

  it('the class’s teacher and an admin change it; another teacher and a student do not', async () => {
    const rename = (who: typeof ana) =>
      db.try(who, (s) =>
        s.query(`update public.classes set name = 'Cambiada' where id = $1 returning id`, [classA]),
      );
    expect(await rename(tere)).toHaveLength(1);
    expect(await rename(admin)).toHaveLength(1);
    expect(await rename(tono)).toEqual([]);
    expect(await rename(ana)).toEqual([]);
    const err = await pgError(
      db.try(tere, (s) =>
        s.query(`update public.class_settings set join_code = 'AAAAAAAA' where class_id = $1`, [
          classA,
        ]),
      ),
    );
    expect(err.code).toBe('42501');
  });

  it('the class’s teacher and an admin change its settings; another teacher and a student do not', async () => {
    const instruct = (who: typeof ana) =>
      db.try(who, (s) =>
        s.query(
          `update public.class_settings set instructions = 'Otra' where class_id = $1 returning class_id`,
          [classA],
        ),
      );
    expect(await instruct(tere)).toHaveLength(1);
    expect(await instruct(admin)).toHaveLength(1);
    expect(await instruct(tono)).toEqual([]);
    expect(await instruct(ana)).toEqual([]);
  });

  it('a teacher whose flag an admin removed no longer teaches the class', async () => {
    await db.admin.exec('begin');
    try {
      await db.admin.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"is_teacher": false}' where id = $1`,
        [tere.id],
      );
      const { actAs } = await import('../harness');
      await actAs(db.admin, tere);
      const rows = await db.admin.query('select id from public.conversations');
      expect(rows).toEqual([]);
    } finally {
      await db.admin.exec('rollback');
    }
  });
});

/** Each class RPC's allowed and refused callers (docs/classes.md). */
import { describe, expect, it } from 'vitest';

import { actAs, anon, pgError, rpc, type Sql } from '../harness';

import { admin, ana, classA, classB, dani, db, luis, tere, tono, useClassesDb } from './setup';

useClassesDb();

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

/**
 * Co-teachers (docs/classes.md): added by a teacher of the class, and by consent (an invitation the
 * other teacher accepts or declines).
 */
import { describe, expect, it } from 'vitest';

import { anon, pgError, rpc, rpcScalar, rpcVoid } from '../harness';

import {
  admin,
  ana,
  classA,
  codeA,
  dani,
  db,
  join,
  membership,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

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
    for (const outsider of [ana, dani, anon]) {
      const err = await pgError(
        db.try(outsider, (s) => rpc(s, 'get_class_teachers', { class_id: classA })),
      );
      expect(err.code).toBe('42501');
    }
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

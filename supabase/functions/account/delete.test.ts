/**
 * 'Eliminar mi cuenta' over HTTP, as the SPA calls it: every row and object of the student goes,
 * nothing of anyone else; wrong password, missing ELIMINAR and the last admin are refused.
 */
import { describe, expect, it } from 'vitest';

import { ANON_KEY, SERVICE_ROLE_KEY } from '../../local/server.ts';

import { ACCOUNT_DELETED_TEXT } from './delete.ts';
import {
  call,
  client,
  countEverything,
  deleteBody,
  giveData,
  makeAdmin,
  newPerson,
  PASSWORD,
  stack,
  useStack,
} from './test-setup.ts';

useStack();

describe('Eliminar mi cuenta', () => {
  it('removes every row and object of the student, and nothing of anyone else', async () => {
    const student = await newPerson();
    await giveData(student);
    const bystander = await newPerson('Testigo');
    await giveData(bystander);
    const beforeOther = await countEverything(bystander.id);

    const before = await countEverything(student.id);
    for (const [what, n] of Object.entries(before)) {
      if (what !== 'announcements.created_by') expect(n, what).toBeGreaterThan(0);
    }

    const { status, body } = await call(student, deleteBody());
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, removed_files: 2 });

    const after = await countEverything(student.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    // Through the Storage API too: the service role lists nothing under the folders.
    const service = client(stack.url, SERVICE_ROLE_KEY);
    for (const bucket of ['avatars', 'chat-images']) {
      const { data } = await service.storage.from(bucket).list(student.id);
      expect(data ?? []).toEqual([]);
    }
    // The account is gone: signing in fails.
    const signIn = await client(stack.url).auth.signInWithPassword({
      email: student.email,
      password: PASSWORD,
    });
    expect(signIn.error).not.toBeNull();
    expect(await countEverything(bystander.id)).toEqual(beforeOther);
  });

  it("keeps the student's safety alerts, detached from the person, for the adults' follow-up", async () => {
    const student = await newPerson();
    const { conversationId } = await giveData(student);
    const [alert] = await stack.query<{ id: string }>(
      'select id from public.safety_alerts where conversation_id = $1',
      [conversationId],
    );

    expect((await call(student, deleteBody())).status).toBe(200);
    const kept = await stack.query(
      `select user_id, conversation_id, message_id, category, excerpt, status
       from public.safety_alerts where id = $1`,
      [alert!.id],
    );
    expect(kept).toEqual([
      {
        user_id: null,
        conversation_id: null,
        message_id: null,
        category: 'self_harm',
        excerpt: 'texto marcado',
        status: 'new',
      },
    ]);
    // The name and the conversation around the flagged message are kept for the adults' follow-up.
    const [copy] = await stack.query<{ student_name: string; flagged: string }>(
      `select student_name, (select e ->> 'content' from jsonb_array_elements(context) as e
         where (e ->> 'is_flagged')::boolean) as flagged
       from public.safety_alerts where id = $1`,
      [alert!.id],
    );
    expect(copy).toEqual({ student_name: 'Marta Ruiz', flagged: '¿Cómo resuelvo 2x + 3 = 11?' });
  });

  it('answers parallel deletions once with 200 and the others with 404 account_deleted', async () => {
    const student = await newPerson();
    await giveData(student);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(student, deleteBody())));
    const byStatus = answers.map((a) => a.status).sort();
    expect(byStatus, JSON.stringify(answers)).toEqual([200, 404, 404, 404, 404]);
    expect(answers.find((a) => a.status === 200)?.body).toEqual({
      deleted: true,
      removed_files: 2,
    });
    for (const late of answers.filter((a) => a.status === 404)) {
      expect(late.body).toEqual({ error: ACCOUNT_DELETED_TEXT, code: 'account_deleted' });
    }
    const after = await countEverything(student.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    // A later attempt with the old session gets the same answer, not a wrong-password refusal.
    const again = await call(student, deleteBody());
    expect(again).toEqual({
      status: 404,
      body: { error: ACCOUNT_DELETED_TEXT, code: 'account_deleted' },
    });
  });

  it('refuses a wrong password or a missing ELIMINAR and deletes nothing', async () => {
    const student = await newPerson();
    await giveData(student);
    const before = await countEverything(student.id);

    const wrong = await call(student, deleteBody('otra-clave'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'La contraseña no es correcta.', code: 'wrong_password' });

    const unconfirmed = await call(student, deleteBody(PASSWORD, 'eliminar'));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('confirmation_required');
    expect(unconfirmed.body.error).toContain('ELIMINAR');

    expect(await countEverything(student.id)).toEqual(before);
  });

  it('keeps announcements written by a deleted admin, with created_by null', async () => {
    const admin = await newPerson('Profe Temporal');
    await makeAdmin(admin.id);
    // A fresh token carries nothing of the flag; is_admin() reads auth.users.
    const { data, error } = await admin.client
      .from('announcements')
      .insert({ title: 'Aviso', message: 'Hola' })
      .select('id, created_by')
      .single();
    expect(error).toBeNull();
    expect(data!.created_by).toBe(admin.id);

    const { status } = await call(admin, deleteBody());
    expect(status).toBe(200);
    const rows = await stack.query<{ created_by: string | null }>(
      `select created_by from public.announcements where id = $1`,
      [data!.id],
    );
    expect(rows).toEqual([{ created_by: null }]);
  });

  it('refuses the last admin with a clear message, and the database refuses it too', async () => {
    const admins = await stack.query<{ id: string }>(
      `select id from auth.users where raw_app_meta_data -> 'is_admin' = 'true'::jsonb`,
    );
    expect(admins).toHaveLength(1); // the seeded admin is the only one left
    const c = client(stack.url);
    const signIn = await c.auth.signInWithPassword({
      email: 'admin@tutor.local',
      password: 'admin123456',
    });
    expect(signIn.error).toBeNull();
    const admin = { id: signIn.data.user!.id, email: 'admin@tutor.local', client: c };

    const { status, body } = await call(admin, deleteBody('admin123456'));
    expect(status).toBe(409);
    expect(body.code).toBe('last_admin');
    expect(body.error).toMatch(/único administrador/);

    // Bypassing the function: GoTrue's admin API (the trigger refuses) and plain SQL.
    const direct = await client(stack.url, SERVICE_ROLE_KEY).auth.admin.deleteUser(admin.id);
    expect(direct.error).not.toBeNull();
    await expect(stack.query(`delete from auth.users where id = $1`, [admin.id])).rejects.toThrow(
      /único administrador/,
    );
    expect(await stack.query(`select id from auth.users where id = $1`, [admin.id])).toHaveLength(
      1,
    );
  });

  it('lets only the service role use the admin delete endpoint', async () => {
    const student = await newPerson();
    const asStudent = await student.client.auth.admin.deleteUser(student.id);
    expect(asStudent.error).not.toBeNull();
    const res = await fetch(`${stack.url}/auth/v1/admin/users/${student.id}`, {
      method: 'DELETE',
      headers: { apikey: ANON_KEY },
    });
    expect(res.status).toBe(403);
    expect(await stack.query(`select id from auth.users where id = $1`, [student.id])).toHaveLength(
      1,
    );
  });
});

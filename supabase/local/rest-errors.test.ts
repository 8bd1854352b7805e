/**
 * /rest/v1 answers database errors as PostgREST does (status from the SQLSTATE, body
 * {code, message, details, hint}), through the real supabase-js.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { asPostgrestError, postgrestStatus } from './postgrest-errors.ts';
import { SERVICE_ROLE_KEY, type Stack } from './server.ts';
import { client, signedIn, startTestStack, STUDENT_PASSWORD } from './test-helpers.ts';

let stack: Stack;
let ana: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  stack = await startTestStack();
  ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

/** The HTTP status supabase-js saw (it keeps it next to the error). */
async function attempt(q: PromiseLike<{ error: unknown; status: number }>) {
  const { error, status } = await q;
  return { error: error as Record<string, unknown> | null, status };
}

describe('PostgREST error forwarding', () => {
  // Postgres leaves out "Failing row contains ..." / "Key (id)=..." on tables with RLS on (it
  // would leak rows), so `details` is null here exactly as on hosted Supabase.
  it('answers a check violation with 400, 23514 and the constraint in the message', async () => {
    const { error, status } = await attempt(
      ana.client.from('conversations').insert({ user_id: ana.user.id, title: '   ' }),
    );
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('conversations_title_must_not_be_blank'),
      details: null,
      hint: null,
    });
    // Nothing was written.
    const { data } = await ana.client.from('conversations').select('id').eq('title', '   ');
    expect(data).toEqual([]);
  });

  it('answers a not-null violation with 400 and 23502', async () => {
    const { error, status } = await attempt(
      ana.client.from('conversations').insert({ user_id: ana.user.id, title: null }),
    );
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502', message: expect.stringContaining('"title"') });
  });

  it('answers a unique violation with 409 and 23505', async () => {
    const id = randomUUID();
    const first = await ana.client.from('conversations').insert({ id, user_id: ana.user.id });
    expect(first.error).toBeNull();
    const { error, status } = await attempt(
      ana.client.from('conversations').insert({ id, user_id: ana.user.id }),
    );
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('pkey') });
  });

  it('answers a foreign-key violation with 409 and 23503', async () => {
    const service = client(stack.url, SERVICE_ROLE_KEY);
    const { error, status } = await attempt(
      service
        .from('messages')
        .insert({ conversation_id: randomUUID(), role: 'user', content: 'hola' }),
    );
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23503', message: expect.stringContaining('foreign key') });
  });

  it('answers raise exception (P0001) with 400 and the raised message, detail and hint', async () => {
    await stack.adminExec(`
      create function public.refuse_marked_title() returns trigger language plpgsql as $$
      begin
        if new.title = 'rechazar' then
          raise exception 'Título rechazado' using detail = 'por la prueba', hint = 'otro título';
        end if;
        return new;
      end $$;
      create trigger refuse_marked_title before insert on public.conversations
        for each row execute function public.refuse_marked_title();`);
    const { error, status } = await attempt(
      ana.client.from('conversations').insert({ user_id: ana.user.id, title: 'rechazar' }),
    );
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'Título rechazado',
      details: 'por la prueba',
      hint: 'otro título',
    });
    const ok = await ana.client.from('conversations').insert({ user_id: ana.user.id, title: 'Sí' });
    expect(ok.error).toBeNull();
  });

  it('keeps the cases lite already answers like PostgREST', async () => {
    const { error, status } = await attempt(ana.client.from('conversations').select('nope'));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703' });
  });
});

describe('postgrestStatus / asPostgrestError', () => {
  it('follows PostgREST’s table', () => {
    expect(postgrestStatus('23514')).toBe(400);
    expect(postgrestStatus('P0001')).toBe(400);
    expect(postgrestStatus('P0002')).toBe(500);
    expect(postgrestStatus('23505')).toBe(409);
    expect(postgrestStatus('53300')).toBe(503);
    expect(postgrestStatus('53400')).toBe(500);
    expect(postgrestStatus('40001')).toBe(500);
    expect(postgrestStatus('28000')).toBe(403);
  });
  it('leaves errors without a SQLSTATE, or those lite maps itself, alone', () => {
    expect(asPostgrestError(new Error('boom'))).toBeNull();
    expect(asPostgrestError({ code: '42501', message: 'x' })).toBeNull();
    expect(asPostgrestError({ code: 'PGRST', message: '{}' })).toBeNull();
    expect(asPostgrestError({ code: '23514', message: 'x' })).toMatchObject({ code: 'PGRST' });
  });
});

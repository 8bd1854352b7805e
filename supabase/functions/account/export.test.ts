/**
 * 'Descargar mis datos' over HTTP, as the SPA calls it: supabase-js -> the in-memory local stack's
 * /functions/v1/account -> handler.ts.
 */
import { describe, expect, it } from 'vitest';

import { ANON_KEY } from '../../local/server.ts';

import { EXPORT_FORMAT } from './export.ts';
import { call, giveData, newPerson, PNG, stack, useStack } from './test-setup.ts';

useStack();

describe('Descargar mis datos', () => {
  it('returns the caller’s account, conversations with messages and metrics, and signed file links', async () => {
    const marta = await newPerson();
    const { conversationId, chatPath } = await giveData(marta);
    // Someone else's data must not leak into Marta's file.
    const other = await newPerson('Otro Alumno');
    await giveData(other);

    const { status, body } = await call(marta, { action: 'export' });
    expect(status).toBe(200);
    expect(body.format).toBe(EXPORT_FORMAT);
    const account = body.account as Record<string, unknown>;
    expect(account.id).toBe(marta.id);
    expect(account.email).toBe(marta.email);
    expect(account.profile).toMatchObject({ name: 'Marta Ruiz', grade_level: 'Secundaria' });

    const conversations = body.conversations as Array<Record<string, unknown>>;
    expect(conversations.map((c) => c.id)).toEqual([conversationId]);
    const messages = conversations[0]!.messages as Array<Record<string, unknown>>;
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '¿Cómo resuelvo 2x + 3 = 11?'],
      ['assistant', '¿Qué harías primero con el 3?'],
    ]);
    expect(messages[0]!.metrics).toMatchObject({ word_count: 6, contains_math_formula: true });

    const files = body.files as Array<{ bucket: string; path: string; signed_url: string }>;
    expect(files.map((f) => `${f.bucket}/${f.path}`).sort()).toEqual([
      `avatars/${marta.id}/avatar.png`,
      `chat-images/${chatPath}`,
    ]);
    for (const file of files) {
      const download = await fetch(file.signed_url);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    }
    expect(JSON.stringify(body)).not.toContain(other.id);

    // Everything the database keeps about her: classes (with periods), challenges, feedback.
    const classes = body.classes as Array<Record<string, unknown>>;
    expect(classes).toEqual([
      expect.objectContaining({
        name: 'Clase de prueba',
        role: 'student',
        left_at: null,
        periods: [expect.objectContaining({ ended_at: null })],
      }),
    ]);
    const challenges = body.challenges as Array<Record<string, unknown>>;
    expect(challenges).toEqual([
      expect.objectContaining({ statement: 'Resuelve 3x + 2 = 14', correct: true }),
    ]);
    expect(challenges[0]).not.toHaveProperty('user_id');
    expect(body.class_invitations).toEqual([
      expect.objectContaining({ class_name: 'Clase de prueba' }),
    ]);
    expect(messages[1]!.feedback).toMatchObject({ rating: 'helped' });
    // Safety alerts are left out on purpose, and the file says so.
    expect(JSON.stringify(body)).not.toContain('texto marcado');
    expect(body.about).toContain('alertas de seguridad no se incluyen');
  });

  it('refuses a caller without a valid session', async () => {
    const res = await fetch(`${stack.url}/functions/v1/account`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'export' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'invalid_token' });
  });
});

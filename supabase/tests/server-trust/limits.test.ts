// Issue 9, item 3: the database stops trusting the client. Each size limit from
// supabase/functions/_shared/tutor/limits.ts is accepted and limit + 1 refused, for messages and for
// user_metadata (what GoTrue's updateUser writes).
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  MAX_IMAGE_PATH_CHARS,
  MAX_IMAGES_PER_MESSAGE,
  MAX_MESSAGE_METADATA_BYTES,
  MAX_USER_MESSAGE_CHARS,
  MAX_USER_METADATA_BYTES,
  USER_METADATA_MAX_CHARS,
} from '../../functions/_shared/tutor/limits.ts';
import { anon, createUser, pgError, service } from '../harness';

import { ana, beto, CONV_A, db, insertMessage, updateUserData, useServerTrustDb } from './setup';

useServerTrustDb();

describe('limits from supabase/functions/_shared/tutor/limits.ts: the limit is accepted, limit + 1 refused', () => {
  const paths = (n: number) =>
    Array.from({ length: n }, (_, i) => `${ana.id}/${CONV_A}/${randomUUID()}-${i}.jpg`);

  it(`images per message: ${MAX_IMAGES_PER_MESSAGE}`, async () => {
    const ok = await db.try(ana, (s) =>
      insertMessage(s, { metadata: { images: paths(MAX_IMAGES_PER_MESSAGE) } }),
    );
    expect(ok).toHaveLength(1);
    const err = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: paths(MAX_IMAGES_PER_MESSAGE + 1) } }),
      ),
    );
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe('messages_metadata_images_must_be_at_most_4_paths');
  });

  it(`image path characters: ${MAX_IMAGE_PATH_CHARS}`, async () => {
    const folder = `${ana.id}/${CONV_A}/`;
    const path = (n: number) => folder + 'p'.repeat(n - folder.length - 4) + '.jpg';
    expect(path(MAX_IMAGE_PATH_CHARS)).toHaveLength(MAX_IMAGE_PATH_CHARS);
    await db.try(ana, (s) =>
      insertMessage(s, { metadata: { images: [path(MAX_IMAGE_PATH_CHARS)] } }),
    );
    const err = await pgError(
      db.try(ana, (s) =>
        insertMessage(s, { metadata: { images: [path(MAX_IMAGE_PATH_CHARS + 1)] } }),
      ),
    );
    expect(err.constraint).toBe('messages_metadata_images_must_be_at_most_4_paths');
  });

  it(`user message characters: ${MAX_USER_MESSAGE_CHARS}`, async () => {
    await db.try(ana, (s) => insertMessage(s, { content: 'x'.repeat(MAX_USER_MESSAGE_CHARS) }));
    const err = await pgError(
      db.try(ana, (s) => insertMessage(s, { content: 'x'.repeat(MAX_USER_MESSAGE_CHARS + 1) })),
    );
    expect(err.constraint).toBe('messages_user_content_over_1000_chars');
  });

  it(`metadata bytes: ${MAX_MESSAGE_METADATA_BYTES}`, async () => {
    // {"gate": {"n": "…"}} as Postgres prints jsonb: {"gate": {"n": "…"}} (with spaces).
    const sized = (bytes: number) => ({
      gate: { n: 'x'.repeat(bytes - '{"gate": {"n": ""}}'.length) },
    });
    const [exact] = await db.try(service, async (s) => {
      await insertMessage(s, { role: 'assistant', metadata: sized(MAX_MESSAGE_METADATA_BYTES) });
      return s.query<{ n: number }>(
        `select max(octet_length(metadata::text))::int as n from public.messages where metadata ? 'gate'`,
      );
    });
    expect(exact?.n).toBe(MAX_MESSAGE_METADATA_BYTES);
    const err = await pgError(
      db.try(service, (s) =>
        insertMessage(s, { role: 'assistant', metadata: sized(MAX_MESSAGE_METADATA_BYTES + 1) }),
      ),
    );
    expect(err.constraint).toBe('messages_metadata_must_be_at_most_4096_bytes');
  });

  for (const [field, max] of Object.entries(USER_METADATA_MAX_CHARS)) {
    it(`user_metadata.${field}: ${max} characters`, async () => {
      await db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { [field]: 'x'.repeat(max) });
      });
      const err = await pgError(
        db.try(anon, async (s) => {
          await s.exec('reset role');
          await updateUserData(s, ana.id, { [field]: 'x'.repeat(max + 1) });
        }),
      );
      expect(err.code).toBe('22001');
      expect(err.message).toMatch(new RegExp(`no puede superar ${max} caracteres\\.$`));
    });
  }

  it(`user_metadata as a whole: ${MAX_USER_METADATA_BYTES} bytes; enums and types refused with 23514`, async () => {
    const err = await pgError(
      db.try(anon, async (s) => {
        await s.exec('reset role');
        await updateUserData(s, ana.id, { bio: 'x'.repeat(MAX_USER_METADATA_BYTES) });
      }),
    );
    expect(err.code).toBe('22001');
    expect(err.message).toBe('Los datos del perfil no pueden superar 8 KB.');
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await updateUserData(s, ana.id, {
        theme: 'dark',
        language: 'pt',
        email_notifications: false,
        phone: null,
        bio: 'x'.repeat(MAX_USER_METADATA_BYTES - 400),
      });
    });
    for (const [data, message] of [
      [{ theme: 'neon' }, 'El tema debe ser light, dark o auto.'],
      [{ language: 'de' }, 'El idioma debe ser es, en, fr o pt.'],
      [
        { email_notifications: 'yes' },
        'La preferencia de notificaciones debe ser verdadero o falso.',
      ],
      [{ name: 42 }, 'El nombre debe ser un texto.'],
    ] as const) {
      const e = await pgError(
        db.try(anon, async (s) => {
          await s.exec('reset role');
          await updateUserData(s, ana.id, data);
        }),
      );
      expect(e.code, JSON.stringify(data)).toBe('23514');
      expect(e.message).toBe(message);
    }
  });

  it('a sign-up with an oversized name is refused, and an old oversized row still signs in', async () => {
    const err = await pgError(
      createUser(db.admin, { email: 'big@test.local', name: 'x'.repeat(101) }),
    );
    expect(err.code).toBe('22001');
    await db.try(anon, async (s) => {
      await s.exec('reset role');
      await s.exec('alter table auth.users disable trigger enforce_user_metadata_caps');
      await updateUserData(s, beto.id, { name: 'x'.repeat(500) });
      await s.exec('alter table auth.users enable trigger enforce_user_metadata_caps');
      // GoTrue's sign-in touches last_sign_in_at only: the unchanged metadata is not re-checked.
      await s.query('update auth.users set last_sign_in_at = now() where id = $1', [beto.id]);
    });
  });
});

/**
 * /storage/v1 rules beyond the happy path, with the real supabase-js: batch signing
 * (`createSignedUrls`), the signed-URL lifetime cap, Cache-Control validation, `nosniff`,
 * and the stack-wide upload ceiling.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY, type Stack, startStack } from '../server.ts';
import { type SignedIn, signedIn, startWithStudents, STUDENT_PASSWORD } from '../test-helpers.ts';

import { MAX_SIGNED_URL_SECONDS } from './index.ts';

let stack: Stack, ana: SignedIn, luis: SignedIn;
beforeAll(async () => void ({ stack, ana, luis } = await startWithStudents()));
afterAll(() => stack?.stop());

const JPEG = new Uint8Array([255, 216, 255, 224, 0, 16, 74, 70, 73, 70, 0, 1, 9, 8, 7]);
const jpeg = () => new Blob([JPEG], { type: 'image/jpeg' });

async function uploadImage(who: SignedIn) {
  const path = `${who.user.id}/${randomUUID()}/${randomUUID()}.jpg`;
  const { error } = await who.client.storage.from('chat-images').upload(path, jpeg());
  expect(error).toBeNull();
  return path;
}

describe('batch signing (createSignedUrls)', () => {
  it('signs every visible path in one request and marks the others', async () => {
    const mine = [await uploadImage(ana), await uploadImage(ana)];
    const theirs = await uploadImage(luis);
    const missing = `${ana.user.id}/${randomUUID()}/none.jpg`;

    const { data, error } = await ana.client.storage
      .from('chat-images')
      .createSignedUrls([...mine, theirs, missing], 60);
    expect(error).toBeNull();
    expect(data?.map((d) => d.path)).toEqual([...mine, theirs, missing]);
    expect(data?.slice(0, 2).every((d) => d.error === null && d.signedUrl)).toBe(true);
    for (const refused of data!.slice(2)) {
      expect(refused.signedUrl).toBeNull();
      expect(refused.error).toMatch(/does not exist or you do not have access/);
    }
    for (const d of data!.slice(0, 2)) {
      const res = await fetch(d.signedUrl!);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
    }
  });

  it('refuses an empty path list and a bad lifetime', async () => {
    const bucket = ana.client.storage.from('chat-images');
    const empty = await bucket.createSignedUrls([], 60);
    expect(empty.error).toMatchObject({ statusCode: '400' });
    const path = await uploadImage(ana);
    const zero = await bucket.createSignedUrls([path], 0);
    expect(zero.error).toMatchObject({ statusCode: '400' });
  });
});

describe('signed-URL lifetime', () => {
  it('issues up to 7 days and refuses longer, single and batch', async () => {
    const bucket = ana.client.storage.from('chat-images');
    const path = await uploadImage(ana);
    const week = await bucket.createSignedUrl(path, MAX_SIGNED_URL_SECONDS);
    expect(week.error).toBeNull();
    const token = new URL(week.data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(MAX_SIGNED_URL_SECONDS);

    const tooLong = await bucket.createSignedUrl(path, MAX_SIGNED_URL_SECONDS + 1);
    expect(tooLong.data).toBeNull();
    expect(tooLong.error).toMatchObject({ statusCode: '400', message: /expiresIn/ });
    const absurd = await bucket.createSignedUrls([path], 1e12);
    expect(absurd.error).toMatchObject({ statusCode: '400' });
  });
});

describe('Cache-Control and nosniff', () => {
  const headers = () => ({
    apikey: ANON_KEY,
    authorization: `Bearer ${ana.session.access_token}`,
  });

  it('refuses a CR/LF in cacheControl with 400 and stores nothing', async () => {
    const path = `${ana.user.id}/${randomUUID()}/x.jpg`;
    const form = new FormData();
    form.append('cacheControl', '3600\r\nSet-Cookie: a=b');
    form.append('', jpeg());
    const res = await fetch(`${stack.url}/storage/v1/object/chat-images/${path}`, {
      method: 'POST',
      headers: headers(),
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const { data } = await ana.client.storage.from('chat-images').list(path.split('/')[0]);
    expect(data?.some((f) => path.includes(f.name))).toBe(false);
  });

  it('serves an object with its Cache-Control and X-Content-Type-Options: nosniff', async () => {
    const path = `${ana.user.id}/${randomUUID()}.jpg`;
    const up = await ana.client.storage
      .from('avatars')
      .upload(path, jpeg(), { cacheControl: '120', upsert: true });
    expect(up.error).toBeNull();
    const res = await fetch(ana.client.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const signed = await ana.client.storage
      .from('chat-images')
      .createSignedUrl(await uploadImage(ana), 60);
    const viaSigned = await fetch(signed.data!.signedUrl);
    expect(viaSigned.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('stack-wide upload ceiling (maxUploadBytes)', () => {
  it('refuses an object over the ceiling even when the bucket allows it', async () => {
    const small = await startStack({
      port: 0,
      memory: true,
      quiet: true,
      log: () => undefined,
      maxUploadBytes: 1000,
    });
    try {
      const who = await signedIn(small.url, 'ana@tutor.local', STUDENT_PASSWORD);
      const bucket = who.client.storage.from('chat-images');
      const over = await bucket.upload(
        `${who.user.id}/c/over.jpg`,
        new Blob([new Uint8Array(1001)], { type: 'image/jpeg' }),
      );
      expect(over.error).toMatchObject({ statusCode: '413' });
      const at = await bucket.upload(
        `${who.user.id}/c/at.jpg`,
        new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
      );
      expect(at.error).toBeNull();
      expect((await bucket.list(`${who.user.id}/c`)).data?.map((f) => f.name)).toEqual(['at.jpg']);
    } finally {
      await small.stop();
    }
  });
});

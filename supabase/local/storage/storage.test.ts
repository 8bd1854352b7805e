/**
 * /storage/v1 of the local stack with the real supabase-js: avatars (public bucket) and
 * chat-images (private, signed URLs), bucket limits, RLS from the migrations, bad input.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY, type Stack } from '../server.ts';
import { client, type SignedIn, startWithStudents } from '../test-helpers.ts';

let stack: Stack, ana: SignedIn, luis: SignedIn;
beforeAll(async () => void ({ stack, ana, luis } = await startWithStudents()));
afterAll(() => stack?.stop());

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3]);
const JPEG = new Uint8Array([255, 216, 255, 224, 0, 16, 74, 70, 73, 70, 0, 1, 9, 8, 7]);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('avatars (public bucket)', () => {
  it('uploads, lists, serves publicly, replaces and removes', async () => {
    const path = `${ana.user.id}/avatar.png`;
    const storage = ana.client.storage.from('avatars');

    const up = await storage.upload(path, new Blob([PNG], { type: 'image/png' }), { upsert: true });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await storage.list(ana.user.id);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((f) => f.name)).toEqual(['avatar.png']);
    expect(listed.data?.[0]?.metadata).toMatchObject({
      mimetype: 'image/png',
      size: PNG.byteLength,
    });

    const root = await storage.list();
    expect(root.error).toBeNull();
    expect(root.data).toEqual([expect.objectContaining({ name: ana.user.id, id: null })]);

    const publicUrl = storage.getPublicUrl(path).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await bytesOf(res)).toEqual(PNG);

    // Upsert replaces the bytes; a plain upload of an existing path is refused.
    const again = await storage.upload(path, new Blob([JPEG], { type: 'image/png' }), {
      upsert: true,
    });
    expect(again.error).toBeNull();
    expect(await bytesOf(await fetch(publicUrl))).toEqual(JPEG);
    const dup = await storage.upload(path, new Blob([PNG], { type: 'image/png' }));
    expect(dup.error).toMatchObject({ statusCode: '409', status: 400 });

    const removed = await storage.remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((r) => r.name)).toEqual([path]);
    const gone = await fetch(publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    expect((await storage.list(ana.user.id)).data).toEqual([]);
  });

  it('accepts a raw body upload with its content type', async () => {
    const path = `${ana.user.id}/raw.jpg`;
    const up = await ana.client.storage
      .from('avatars')
      .upload(path, JPEG.buffer as ArrayBuffer, { contentType: 'image/jpeg', upsert: true });
    expect(up.error).toBeNull();
    const res = await fetch(ana.client.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(res)).toEqual(JPEG);
  });

  it('refuses writes into another user’s folder, oversized files and non-images', async () => {
    const storage = luis.client.storage.from('avatars');
    const foreign = await storage.upload(
      `${ana.user.id}/evil.png`,
      new Blob([PNG], { type: 'image/png' }),
    );
    expect(foreign.error).toMatchObject({ statusCode: '403', status: 400 });

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    const oversized = await storage.upload(
      `${luis.user.id}/big.png`,
      new Blob([big], { type: 'image/png' }),
    );
    expect(oversized.error).toMatchObject({ statusCode: '413', status: 400 });

    const text = await storage.upload(
      `${luis.user.id}/notes.txt`,
      new Blob(['hola'], { type: 'text/plain' }),
    );
    expect(text.error).toMatchObject({ statusCode: '415', status: 400 });

    // Nothing was stored.
    expect((await storage.list(luis.user.id)).data).toEqual([]);
    const anonRemove = await client(stack.url)
      .storage.from('avatars')
      .remove([`${ana.user.id}/raw.jpg`]);
    expect(anonRemove.data).toEqual([]);
  });
});

describe('chat-images (private bucket)', () => {
  it('lets the owner read an image and refuses another student and anon', async () => {
    const path = `${ana.user.id}/${randomUUID()}/${randomUUID()}.jpg`;
    const up = await ana.client.storage
      .from('chat-images')
      .upload(path, new Blob([JPEG], { type: 'image/jpeg' }));
    expect(up.error).toBeNull();

    const own = await ana.client.storage.from('chat-images').download(path);
    expect(own.error).toBeNull();
    expect(new Uint8Array(await own.data!.arrayBuffer())).toEqual(JPEG);
    expect(own.data?.type).toBe('image/jpeg');

    const signed = await ana.client.storage.from('chat-images').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const viaSigned = await fetch(signed.data!.signedUrl);
    expect(viaSigned.status).toBe(200);
    expect(viaSigned.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(viaSigned)).toEqual(JPEG);

    const other = await luis.client.storage.from('chat-images').download(path);
    expect(other.data).toBeNull();
    expect(other.error).not.toBeNull();
    const otherSign = await luis.client.storage.from('chat-images').createSignedUrl(path, 60);
    expect(otherSign.data).toBeNull();
    expect(otherSign.error).toMatchObject({ statusCode: '404' });

    const anon = client(stack.url);
    expect((await anon.storage.from('chat-images').download(path)).data).toBeNull();
    const publicTry = await fetch(
      anon.storage.from('chat-images').getPublicUrl(path).data.publicUrl,
    );
    expect(publicTry.status).toBe(400);
    expect(await publicTry.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });

    // A signed URL for one object does not open another.
    const token = new URL(signed.data!.signedUrl).searchParams.get('token');
    const swapped = await fetch(
      `${stack.url}/storage/v1/object/sign/chat-images/${ana.user.id}/x/y.jpg?token=${token}`,
    );
    expect(swapped.status).toBe(400);
    expect((await swapped.json()).statusCode).toBe('400');
  });
});

describe('storage bad input', () => {
  const authHeaders = () => ({
    apikey: ANON_KEY,
    authorization: `Bearer ${ana.session.access_token}`,
  });

  it('gives Supabase-shaped errors and keeps serving', async () => {
    const dotdot = await fetch(
      `${stack.url}/storage/v1/object/avatars/${ana.user.id}/..%2F..%2Fx.png`,
      {
        method: 'POST',
        headers: { ...authHeaders(), 'content-type': 'image/png' },
        body: PNG,
      },
    );
    expect(dotdot.status).toBe(400);
    expect(await dotdot.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });

    const bucket = await ana.client.storage
      .from('no-such-bucket')
      .upload('a/b.png', new Blob([PNG], { type: 'image/png' }));
    expect(bucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const garbage = await fetch(`${stack.url}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: 'Bearer garbage',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const badJson = await fetch(`${stack.url}/storage/v1/object/avatars`, {
      method: 'DELETE',
      headers: { ...authHeaders(), 'content-type': 'application/json' },
      body: '{"prefixes": [',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).statusCode).toBe('400');

    const huge = await fetch(
      `${stack.url}/storage/v1/object/chat-images/${ana.user.id}/c/huge.png`,
      {
        method: 'POST',
        headers: { ...authHeaders(), 'content-type': 'image/png' },
        body: new Uint8Array(11 * 1024 * 1024),
      },
    );
    expect([400, 413]).toContain(huge.status);
    expect((await huge.json()).statusCode).toBe('413');

    const unknown = await fetch(`${stack.url}/storage/v1/nothing/here`, { headers: authHeaders() });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).statusCode).toBe('404');

    const list = await ana.client.storage.from('avatars').list(ana.user.id);
    expect(list.error).toBeNull();
  });
});

import RealAdminApi from '@supabase/auth-js/dist/module/GoTrueAdminApi.js';
import * as RealStorage from '@supabase/storage-js';

import GoTrueAdminApi from './gotrue-admin-api';
import { RealtimeClient } from './realtime-js';
import { StorageApiError, StorageClient, loadStorageJs } from './storage-js';
import { createSiweMessage } from './web3-ethereum';
import {
  browserSupportsWebAuthn,
  deserializeCredentialRequestOptions,
  getCredential,
  WebAuthnApi,
} from './webauthn';

const URL = 'http://127.0.0.1:54321/storage/v1';

/** What supabase-js sees: the facade stands where a real StorageClient is constructed. */
const facade = (...args: ConstructorParameters<typeof StorageClient>) =>
  new StorageClient(...args) as unknown as RealStorage.StorageClient;

describe('storage-js facade (browser build)', () => {
  it('refuses to be used before storage-js has loaded, naming the way to load it', () => {
    const storage = facade(URL, { apikey: 'k' });
    expect(() => storage.from('avatars')).toThrow(/storageOf\(client\)/);
    expect(new Error('x') instanceof StorageApiError).toBe(false);
  });

  it('once loaded, forwards to a real StorageClient built with the same arguments', async () => {
    const storage = facade(URL, { apikey: 'k' });
    await loadStorageJs();
    const real = new RealStorage.StorageClient(URL, { apikey: 'k' });
    const bucket = storage.from('avatars');
    expect(bucket.constructor).toBe(real.from('avatars').constructor);
    expect(bucket.getPublicUrl('u/avatar.jpg').data.publicUrl).toBe(
      real.from('avatars').getPublicUrl('u/avatar.jpg').data.publicUrl,
    );
    expect(new RealStorage.StorageApiError('nope', 403, 'denied') instanceof StorageApiError).toBe(
      true,
    );
    expect(new Error('nope') instanceof StorageApiError).toBe(false);
  });
});

describe('Realtime stub (browser build)', () => {
  it('takes token hand-offs quietly and refuses channels loudly', async () => {
    const realtime = new RealtimeClient('ws://127.0.0.1/realtime/v1');
    await expect(realtime.setAuth('token')).resolves.toBeUndefined();
    expect(() => realtime.channel()).toThrow(/Realtime no forma parte/);
    expect(realtime.getChannels()).toEqual([]);
  });
});

describe('auth-js admin API facade (browser build)', () => {
  it('signs out through the real admin API: the same request, the same answer', async () => {
    const calls: Array<{ url: string; method?: string; auth: string | null }> = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(input),
        method: init?.method,
        auth: new Headers(init?.headers).get('Authorization'),
      });
      return new Response(null, { status: 204 });
    };
    const admin = new GoTrueAdminApi({ url: 'http://127.0.0.1:54321/auth/v1', headers: {}, fetch });
    await expect(admin.signOut('jwt-1', 'local')).resolves.toEqual({ data: null, error: null });
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:54321/auth/v1/logout?scope=local',
        method: 'POST',
        auth: 'Bearer jwt-1',
      },
    ]);
    expect(await admin.load()).toBeInstanceOf(RealAdminApi);
  });

  it('passes on the real answer when the server refuses', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ code: 500, msg: 'caído' }), { status: 500 });
    const admin = new GoTrueAdminApi({ url: 'http://127.0.0.1:54321/auth/v1', headers: {}, fetch });
    const { error } = await admin.signOut('jwt-1');
    expect(error?.status).toBe(500);
  });
});

describe('passkey and wallet stubs (browser build)', () => {
  it('says passkeys are unsupported and refuses every passkey call loudly', async () => {
    expect(browserSupportsWebAuthn()).toBe(false);
    const api = new WebAuthnApi({});
    await expect(api.authenticate()).rejects.toThrow(/WebAuthn/);
    await expect(getCredential()).rejects.toThrow(/WebAuthn/);
    expect(() => deserializeCredentialRequestOptions()).toThrow(/WebAuthn/);
    expect(() => createSiweMessage()).toThrow(/Ethereum/);
  });
});

import * as RealStorage from '@supabase/storage-js';

import { RealtimeClient } from './realtime-js';
import { StorageApiError, StorageClient, loadStorageJs } from './storage-js';

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

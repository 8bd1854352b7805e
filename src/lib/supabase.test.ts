import { createClient } from '@supabase/supabase-js';

import { authStorageKey, hasStoredSession } from '@/lib/supabase';

vi.mock('@/config/env', () => ({
  env: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' },
}));

describe('authStorageKey', () => {
  it("is supabase-js's own default key, so naming it logs nobody out", () => {
    for (const url of ['https://abcdefgh.supabase.co', 'http://127.0.0.1:54321']) {
      const client = createClient(url, 'anon', { auth: { persistSession: false } });
      const { storageKey } = client.auth as unknown as { storageKey: string };
      expect(authStorageKey(url)).toBe(storageKey);
    }
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });
});

describe('hasStoredSession', () => {
  afterEach(() => localStorage.clear());

  it('answers from localStorage alone, before supabase-js has read it', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-other-auth-token', '{}');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{}');
    expect(hasStoredSession()).toBe(true);
  });
});

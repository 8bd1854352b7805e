import type { Session, User } from '@supabase/supabase-js';

import { isAdminUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { supabase } from '@/lib/supabase';

// The store's whole job is to mirror supabase-js auth state, so its auth client is replaced here.
vi.mock('@/lib/supabase', () => ({
  hasStoredSession: () => false,
  supabase: {
    auth: {
      getSession: vi.fn(),
      onAuthStateChange: vi.fn(),
      signOut: vi.fn(),
      getUser: vi.fn(),
    },
  },
}));

const auth = vi.mocked(supabase.auth);
const user = {
  id: 'u1',
  email: 'ana@tutor.local',
  user_metadata: { name: 'Ana' },
} as unknown as User;
const session = { access_token: 't', user } as unknown as Session;
type Listener = (event: string, session: Session | null) => void;
let listener: Listener | undefined;

beforeEach(() => {
  useAuthStore.setState({ user: null, session: null, loading: true });
  listener = undefined;
  auth.onAuthStateChange.mockImplementation(((cb: Listener) => {
    listener = cb;
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  }) as never);
});

describe('auth store', () => {
  it('starts loading with no user', () => {
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, loading: true });
  });

  it('reads the current session and follows later changes', async () => {
    auth.getSession.mockResolvedValue({ data: { session }, error: null } as never);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ user, session, loading: false });
    listener?.('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
  });

  it('ends loading with no user when there is no session', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null } as never);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it("logs 'Error inicializando auth:' and clears loading when initialization fails", async () => {
    const failure = new Error('offline');
    auth.getSession.mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await useAuthStore.getState().initialize();
    expect(log).toHaveBeenCalledWith('Error inicializando auth:', failure);
    expect(useAuthStore.getState().loading).toBe(false);
    log.mockRestore();
  });

  it('sign-out clears user and session, even when the server call fails', async () => {
    useAuthStore.setState({ user, session, loading: false });
    auth.signOut.mockRejectedValue(new Error('network'));
    await expect(useAuthStore.getState().signOut()).rejects.toThrow('network');
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
  });

  it('refreshUser replaces the user with the server copy and rethrows failures', async () => {
    const fresh = { ...user, user_metadata: { name: 'Ana María' } } as unknown as User;
    auth.getUser.mockResolvedValueOnce({ data: { user: fresh }, error: null } as never);
    await useAuthStore.getState().refreshUser();
    expect(useAuthStore.getState().user?.user_metadata.name).toBe('Ana María');
    auth.getUser.mockResolvedValueOnce({
      data: { user: null },
      error: new Error('expired'),
    } as never);
    await expect(useAuthStore.getState().refreshUser()).rejects.toThrow('expired');
  });
});

describe('isAdminUser', () => {
  it.each([
    [{ is_admin: true }, true],
    [{ is_admin: 'true' }, false],
    [{ is_admin: 1 }, false],
    [{}, false],
  ])('user_metadata %o -> %s', (metadata, expected) => {
    expect(isAdminUser({ user_metadata: metadata } as unknown as User)).toBe(expected);
  });

  it('is false without a user', () => {
    expect(isAdminUser(null)).toBe(false);
  });
});

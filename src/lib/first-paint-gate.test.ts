import { firstPaintGateScript } from '@/lib/first-paint-gate';

const KEY = 'sb-127-auth-token';
const gate = firstPaintGateScript({ storageKey: KEY, shell: '/', signedOut: '/auth' });

/** Runs the gate as the page's <head> would, at `url`, and says what it decided. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
  const before = window.history.length;
  new Function(gate)();
  return {
    show: document.documentElement.dataset.show,
    at: `${location.pathname}${location.search}${location.hash}`,
    newEntries: window.history.length - before,
  };
}

afterEach(() => {
  delete document.documentElement.dataset.show;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('firstPaintGateScript', () => {
  it('shows the sign-in page at / without a stored session, at /auth, with no new history entry', () => {
    expect(visit('/')).toEqual({ show: '/auth', at: '/auth', newEntries: 0 });
  });

  it('keeps the query and the fragment when it moves to /auth', () => {
    expect(visit('/?origen=qr#arriba').at).toBe('/auth?origen=qr#arriba');
  });

  it('shows the shell at / with a stored session, and stays at /', () => {
    localStorage.setItem(KEY, '{"access_token":"x"}');
    expect(visit('/')).toEqual({ show: '/', at: '/', newEntries: 0 });
  });

  it("reads only the app's own session key", () => {
    localStorage.setItem('sb-other-auth-token', '{}');
    expect(visit('/').show).toBe('/auth');
  });

  it('shows the sign-in page at /auth without a stored session (a host answering /auth with this page)', () => {
    expect(visit('/auth?cuenta=eliminada')).toEqual({
      show: '/auth',
      at: '/auth?cuenta=eliminada',
      newEntries: 0,
    });
  });

  it('shows neither screen at /auth with a stored session (the app sends her on)', () => {
    localStorage.setItem(KEY, '{}');
    expect(visit('/auth')).toEqual({ show: undefined, at: '/auth', newEntries: 0 });
  });

  it.each(['/c/123', '/profile', '/privacidad', '/unirse/ABC123'])(
    'shows neither screen at %s and leaves the address alone',
    (path) => {
      expect(visit(path)).toEqual({ show: undefined, at: path, newEntries: 0 });
      localStorage.setItem(KEY, '{}');
      expect(visit(path)).toEqual({ show: undefined, at: path, newEntries: 0 });
    },
  );

  it('shows neither screen when storage cannot be read (the app decides once it runs)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(visit('/')).toEqual({ show: undefined, at: '/', newEntries: 0 });
  });
});

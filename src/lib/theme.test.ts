import {
  applyTheme,
  cachedTheme,
  normalizeTheme,
  resolveTheme,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
} from '@/lib/theme';

describe('resolveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
  ] as const)('%s with system dark=%s shows %s', (preference, systemDark, shown) => {
    expect(resolveTheme(preference, systemDark)).toBe(shown);
  });
});

describe('normalizeTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    ['purple', 'auto'],
    [undefined, 'auto'],
    [null, 'auto'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeTheme(input)).toBe(expected);
  });
});

describe('applyTheme', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('puts the dark class on <html> and caches the choice', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(cachedTheme()).toBe('dark');
  });

  it('removes the dark class for light', () => {
    document.documentElement.classList.add('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(cachedTheme()).toBe('light');
  });

  it('follows the system setting for auto', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      applyTheme('auto');
      expect(document.documentElement).toHaveClass('dark');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('THEME_BOOT_SCRIPT (inline in <head>, before the first paint)', () => {
  const html = document.documentElement;
  const painted = () => [html.classList.contains('dark'), html.style.colorScheme];
  const reset = () => {
    html.classList.remove('dark');
    html.style.colorScheme = '';
  };
  afterEach(() => {
    reset();
    localStorage.clear();
  });

  it.each([
    ['dark', false],
    ['dark', true],
    ['light', false],
    ['light', true],
    ['auto', false],
    ['auto', true],
    [null, false],
    [null, true],
    ['purple', true],
  ])('stored %s with system dark=%s paints what applyTheme paints', (stored, systemDark) => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: systemDark && query.includes('dark'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, stored);
      reset();
      new Function(THEME_BOOT_SCRIPT)();
      const byScript = painted();
      reset();
      applyTheme(cachedTheme());
      expect(byScript).toEqual(painted());
      expect(byScript[0]).toBe(stored === 'dark' || (stored !== 'light' && systemDark));
    } finally {
      window.matchMedia = original;
    }
  });
});

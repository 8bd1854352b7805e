/**
 * Theme application (themes light, dark, auto). The `dark` class on <html> drives Tailwind's
 * dark variant. The preference lives in user_metadata.theme; it is also cached in localStorage so the
 * next visit paints in the right theme before the session is read.
 */
export type ThemePreference = 'light' | 'dark' | 'auto';

export const THEME_STORAGE_KEY = 'tutor_theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function normalizeTheme(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : 'auto';
}

/** What the screen shows for a preference: 'auto' follows the system setting. */
export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): 'light' | 'dark' {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function cachedTheme(): ThemePreference {
  try {
    return normalizeTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

/**
 * The inline <head> script of every built page (scripts/vite/prerender.ts): what
 * `paint(cachedTheme())` does, before the first paint, so a prerendered page never flashes light for
 * a dark-theme visitor. theme.test.ts checks it against applyTheme for every stored value.
 */
export const THEME_BOOT_SCRIPT = `(function(){var p;try{p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var d=p==='dark'||(p!=='light'&&typeof matchMedia==='function'&&matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);var h=document.documentElement;h.classList.toggle('dark',d);h.style.colorScheme=d?'dark':'light'})()`;

let stopFollowingSystem: (() => void) | null = null;

function paint(preference: ThemePreference) {
  const dark = resolveTheme(preference, systemPrefersDark()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies a preference to the whole app at once, caches it, and follows the system while 'auto'. */
export function applyTheme(value: unknown): ThemePreference {
  const preference = normalizeTheme(value);
  paint(preference);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be unavailable (private mode): the theme still applies for this visit.
  }
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (preference === 'auto' && typeof window.matchMedia === 'function') {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => paint('auto');
    media.addEventListener('change', onChange);
    stopFollowingSystem = () => media.removeEventListener('change', onChange);
  }
  return preference;
}

/**
 * Shows a preference at once without keeping it (the profile's preview while choosing): nothing is
 * cached and the system is not followed, so the saved preference still paints the next visit, and
 * `applyTheme(saved)` puts it back when the choice is left unsaved.
 */
export function previewTheme(value: unknown): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  paint(normalizeTheme(value));
}

import { paths } from '@/config/paths';

/** Where a guard sent the visitor from: an in-app path only (never another site, never /auth). */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  return from === paths.auth ? paths.home : from;
}

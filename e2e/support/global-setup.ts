import { ANON_KEY, STACK_URL } from './env';

/**
 * Warms the fresh stack before the first test: its first queries (WASM Postgres JIT, plan caches)
 * are much slower than later ones, and that should not eat into a test's timeouts.
 */
export default async function globalSetup() {
  const headers = {
    apikey: ANON_KEY,
    authorization: `Bearer ${ANON_KEY}`,
    'content-type': 'application/json',
  };
  for (const location of ['login', 'chat']) {
    const response = await fetch(`${STACK_URL}/rest/v1/rpc/get_active_announcements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ location }),
    });
    if (!response.ok)
      throw new Error(`Stack not ready: get_active_announcements ${response.status}`);
  }
  await fetch(`${STACK_URL}/auth/v1/settings`, { headers }).catch(() => undefined);
}

import { describe, expect, it } from 'vitest';

import { createUrlSigner } from './url-signer';

function fakeSigner() {
  const calls: string[][] = [];
  let n = 0;
  const signBatch = async (paths: string[]) => {
    calls.push(paths);
    n++;
    return Object.fromEntries(
      paths.filter((p) => !p.includes('hidden')).map((p) => [p, `https://x/${p}?v=${n}`]),
    );
  };
  return { calls, signBatch };
}

describe('createUrlSigner', () => {
  it('joins the calls of one tick into one batch request', async () => {
    const { calls, signBatch } = fakeSigner();
    const signer = createUrlSigner(signBatch, { ttlMs: 1000 });
    const [a, b] = await Promise.all([signer.sign(['a', 'b']), signer.sign(['b', 'c'])]);
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect(a).toEqual({ a: 'https://x/a?v=1', b: 'https://x/b?v=1' });
    expect(b).toEqual({ b: 'https://x/b?v=1', c: 'https://x/c?v=1' });
  });

  it('reuses a URL until the ttl, then signs again', async () => {
    let now = 0;
    const { calls, signBatch } = fakeSigner();
    const signer = createUrlSigner(signBatch, { ttlMs: 1000, now: () => now });
    await signer.sign(['a']);
    now = 999;
    expect(signer.cached(['a'])).toEqual({ a: 'https://x/a?v=1' });
    expect(await signer.sign(['a'])).toEqual({ a: 'https://x/a?v=1' });
    expect(calls).toHaveLength(1);
    now = 1000;
    expect(signer.cached(['a'])).toEqual({});
    expect(await signer.sign(['a'])).toEqual({ a: 'https://x/a?v=2' });
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('leaves out paths the server would not sign, and shares a failure with every caller', async () => {
    const { signBatch } = fakeSigner();
    const signer = createUrlSigner(signBatch, { ttlMs: 1000 });
    expect(await signer.sign(['ok', 'hidden'])).toEqual({ ok: 'https://x/ok?v=1' });

    const failing = createUrlSigner(() => Promise.reject(new Error('red')), { ttlMs: 1000 });
    const results = await Promise.allSettled([failing.sign(['a']), failing.sign(['b'])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing.cached(['a', 'b'])).toEqual({});
  });
});

/**
 * The e-mailed code throttle (like GoTrue's token_verifications limit): wrong recovery codes of
 * one e-mail are refused with GoTrue's 429 after OTP_THROTTLE.perEmail failures, even the right
 * code, while another e-mail still verifies; over HTTP with the real supabase-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OTP_THROTTLE } from './auth-throttle.ts';
import { type Stack, startStack } from './server.ts';
import { client } from './test-helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 0, memory: true, quiet: true, log: () => undefined });
});
afterAll(async () => {
  await stack?.stop();
});

/** Asks for a recovery mail and reads its 6-digit code from the local mailbox. */
async function recoveryCode(email: string): Promise<string> {
  await fetch(`${stack.mailboxUrl}/api/v1/messages`, { method: 'DELETE' });
  expect((await client(stack.url).auth.resetPasswordForEmail(email)).error).toBeNull();
  const list = (await (await fetch(`${stack.mailboxUrl}/api/v1/messages`)).json()) as {
    messages: { ID: string }[];
  };
  const mail = (await (
    await fetch(`${stack.mailboxUrl}/api/v1/message/${list.messages[0]!.ID}`)
  ).json()) as { Text: string };
  return /\b(\d{6})\b/.exec(mail.Text)![1]!;
}

const verify = (email: string, token: string) =>
  client(stack.url).auth.verifyOtp({ email, token, type: 'recovery' });

describe('recovery codes cannot be guessed on the local stack', () => {
  it(`refuses an e-mail after ${OTP_THROTTLE.perEmail} wrong codes, even the right one; another e-mail verifies`, async () => {
    const code = await recoveryCode('ana@tutor.local');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_THROTTLE.perEmail; i++) {
      const bad = await verify('ana@tutor.local', wrong);
      expect(bad.error?.status).toBeGreaterThanOrEqual(400);
      expect(bad.error?.status).not.toBe(429);
    }
    const blocked = await verify('ana@tutor.local', code);
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const other = await verify('luis@tutor.local', await recoveryCode('luis@tutor.local'));
    expect(other.error).toBeNull();
    expect(other.data.session).not.toBeNull();
  });
});

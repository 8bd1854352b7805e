// Vitest globalSetup of the `stack` project: one stack start before the workers, so the
// fresh-database template (supabase/.temp/stack-cache, see database.ts) is built once, not by each
// worker's first test file at the same time.
import { startTestStack } from './test-helpers.ts';

export default async function setup(): Promise<void> {
  const stack = await startTestStack();
  await stack.stop();
}

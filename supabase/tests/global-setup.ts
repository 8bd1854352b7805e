// Vitest globalSetup of the `db` project: builds the template database (harness.ts) once, before
// the workers start, so no test file waits for another's build inside its hook timeout.
import { prepareTemplate } from './harness.ts';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}

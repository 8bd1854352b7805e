// Vitest globalSetup of the `db` project: builds the template database (template.ts) once, before
// the workers start, so no test file waits for another's build inside its hook timeout.
import { prepareTemplate } from './template.ts';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}

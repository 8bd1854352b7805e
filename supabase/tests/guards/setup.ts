// The guards tests' shared fixture: a student (Ana) with one conversation and one message, and an
// admin. Each test file under guards/ calls useGuardsDb() for its own database (../setup.ts).
import { createUser, type TestDb } from '../harness';
import { type User, useTestDb } from '../setup';

export let db: TestDb;
export let student: User;
export let admin: User;
export let conversationId: string;
export let messageId: string;

export function useGuardsDb(): void {
  useTestDb(async (created) => {
    db = created;
    student = await createUser(db.admin, { email: 'ana@test.local', name: 'Ana' });
    admin = await createUser(db.admin, { email: 'admin@test.local', admin: true });
    const [c] = await db.admin.query<{ id: string }>(
      'insert into public.conversations (user_id) values ($1) returning id',
      [student.id],
    );
    conversationId = c!.id;
    const [m] = await db.admin.query<{ id: string }>(
      `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'hola') returning id`,
      [conversationId],
    );
    messageId = m!.id;
  });
}

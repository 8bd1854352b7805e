// The totals tests' database: the demo seed, the reference figures (reference-figures.ts, the
// previous function bodies reading the raw rows) and conversations at the edges of the
// per-conversation facts. Each totals test file calls useTotalsDb() for its own database; `db` and
// `admin` are live bindings that the file's beforeAll assigns.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Actor, TestDb } from '../harness';
import { useTestDb } from '../setup';

import { REFERENCE_FIGURES_FILES } from './reference-figures.ts';

const seedDir = fileURLToPath(new URL('../../seed/', import.meta.url));
const seedFiles = readdirSync(seedDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => seedDir + f);

/**
 * Besides the seed, conversations at the edges of the per-conversation facts: 0 to 5 messages
 * (duration needs 2, completed needs 4), a eureka first or last, a subject literally 'General'
 * beside a null one, fractional response times, late evening in the app time zone.
 */
const EDGE_CASES = `
  with owner as (
    select id from auth.users where email <> 'admin@tutor.local' order by created_at, id limit 1
  ), conv as (
    insert into public.conversations (user_id, title, subject, grade_level, created_at)
    select owner.id, 'Caso ' || n, (array['General', null, 'Física'])[1 + n % 3],
           (array[null, 'Secundaria'])[1 + n % 2],
           date_trunc('day', now() at time zone private.app_timezone()) at time zone private.app_timezone()
             - (n * interval '1 day') - interval '90 minutes'
    from owner, generate_series(0, 11) as n
    returning id, created_at, split_part(title, ' ', 2)::int as n
  )
  insert into public.messages (conversation_id, role, content, metadata, created_at)
  select conv.id, case when k % 2 = 1 then 'user' else 'assistant' end, 'Mensaje ' || k,
         case when k % 2 = 0 then jsonb_build_object('response_time_ms', 100.25 * k,
                'has_eureka', (conv.n % 4 = 1 and k = 2) or (conv.n % 4 = 3 and k = conv.n % 6))
              else '{}'::jsonb end,
         conv.created_at + k * interval '41 seconds'
  from conv, generate_series(1, conv.n % 6) as k;

  -- Identifiers the export scrubs: the owner's name (any case), an e-mail, a phone number.
  insert into public.messages (conversation_id, role, content, created_at)
  select c.id, 'user',
         'Soy ' || upper(u.raw_user_meta_data ->> 'name') || ', escríbeme a alguien@correo.mx o al 55 1234 5678',
         c.created_at + interval '1 hour'
  from public.conversations as c
  join auth.users as u on u.id = c.user_id
  where c.title = 'Caso 4';

`;

export let db: TestDb;
export let admin: Actor;

/** Registers the file's database: the seed, the reference figures and the edge cases. */
export function useTotalsDb(): void {
  useTestDb(
    async (created) => {
      db = created;
      const [row] = await db.admin.query<{ id: string }>(
        `select id from auth.users where email = 'admin@tutor.local'`,
      );
      admin = { kind: 'user', id: row!.id, email: 'admin@tutor.local' };
      await db.admin.exec(EDGE_CASES);
    },
    [...seedFiles, ...REFERENCE_FIGURES_FILES],
  );
}

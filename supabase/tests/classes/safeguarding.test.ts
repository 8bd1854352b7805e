/**
 * Safe to hand to a school (docs/classes.md "Safeguarding"): an alert outlives the conversation and
 * the account that raised it; no disclosure leaves in an export; leaving a class is a boundary.
 * Each case runs in a rolled-back transaction over the classes fixture.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { WITHDRAWN_MESSAGE as MARKER } from '../../functions/_shared/safety/export-safety.ts';
import { actAs, pgError, rpc, rpcScalar, rpcVoid, service } from '../harness';

import {
  admin,
  ana,
  beto,
  classA,
  codeA,
  CONV_ANA_A,
  CONV_BETO_A,
  CONV_LUIS_A,
  db,
  insertAlert,
  luis,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

const DISCLOSURE = 'mi padrastro me pega todos los días';
const CARING = 'Gracias por contármelo. Nadie tiene derecho a hacerte daño.';

const FLAGGED = 'b1000000-0000-4000-8000-000000000021';
const CARING_ID = 'b1000000-0000-4000-8000-000000000022';
let alertBeto: string;

/** A window of a few days around now, so the export reads today's rows at any hour. */
function window(): { start_date: string; end_date: string } {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { start_date: day(-3), end_date: day(3) };
}

beforeAll(async () => {
  // Beto's class conversation: a message, the disclosure, the caring reply, then one more message.
  await db.admin.query(
    `insert into public.messages (id, conversation_id, role, content, metadata) values
     ($1, $3, 'user', $4, '{}'),
     ($2, $3, 'assistant', $5, jsonb_build_object('reply_to', $1::text,
        'safety', '{"category": "abuse", "source": "phrase_list"}'::jsonb))`,
    [FLAGGED, CARING_ID, CONV_BETO_A, DISCLOSURE, CARING],
  );
  await db.admin.query(
    `insert into public.messages (conversation_id, role, content, metadata)
     values ($1, 'user', 'después sigo con las fracciones', '{}')`,
    [CONV_BETO_A],
  );
  ({ id: alertBeto } = await insertAlert({
    user_id: beto.id,
    conversation_id: CONV_BETO_A,
    message_id: FLAGGED,
    category: 'abuse',
    excerpt: DISCLOSURE,
  }));
});

describe('an alert outlives what raised it', () => {
  const seenByTere = async (s: Parameters<Parameters<typeof db.try>[1]>[0]) => {
    await actAs(s, tere);
    const list = await rpc(s, 'get_class_safety_alerts', { class_id: classA });
    const count = await rpcScalar(s, 'count_new_safety_alerts');
    const context = await rpc(s, 'get_safety_alert_context', { alert_id: alertBeto });
    return { list, count, context };
  };

  it('the student deletes the conversation: the teacher still lists, counts and reads it', async () => {
    await db.try(beto, async (s) => {
      await s.query('delete from public.conversations where id = $1', [CONV_BETO_A]);
      expect(
        await s.query('select 1 from public.messages where conversation_id = $1', [CONV_BETO_A]),
      ).toEqual([]);
      const { list, count, context } = await seenByTere(s);
      expect(list).toEqual([
        expect.objectContaining({
          id: alertBeto,
          user_name: 'Beto',
          status: 'new',
          excerpt: DISCLOSURE,
          conversation_id: null,
        }),
      ]);
      expect(count).toBe(1);
      expect(context.map((m) => [m.role, m.content, m.is_flagged])).toEqual([
        ['user', 'beto escribe', false],
        ['user', DISCLOSURE, true],
        ['assistant', CARING, false],
        ['user', 'después sigo con las fracciones', false],
      ]);
      // The follow-up still works on the kept alert.
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: alertBeto, new_status: 'in_review' });
    });
  });

  it('the student deletes the account: the teacher and an admin still list and read it', async () => {
    await db.try(service, async (s) => {
      await s.exec('reset role');
      await s.query('delete from auth.users where id = $1', [beto.id]);
      expect(
        await s.query('select 1 from public.conversations where user_id = $1', [beto.id]),
      ).toEqual([]);
      const { list, context } = await seenByTere(s);
      expect(list).toEqual([expect.objectContaining({ id: alertBeto, user_name: 'Beto' })]);
      expect(context.find((m) => m.is_flagged)).toMatchObject({ content: DISCLOSURE });
      expect(context.map((m) => m.content)).toContain(CARING);
      await actAs(s, admin);
      const all = await rpc(s, 'get_safety_alerts', { limit_num: 50 });
      expect(all).toContainEqual(
        expect.objectContaining({ id: alertBeto, user_name: 'Beto', user_email: null }),
      );
      const adminContext = await rpc(s, 'get_safety_alert_context', { alert_id: alertBeto });
      expect(adminContext).toHaveLength(4);
    });
  });

  it('the class’s alert stays with the class after the student leaves it; another teacher is refused', async () => {
    await db.try(beto, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
      const { list } = await seenByTere(s);
      expect(list.map((r) => r.id)).toEqual([alertBeto]);
      await actAs(s, tono);
      const err = await pgError(
        s.query('select * from public.get_safety_alert_context($1)', [alertBeto]),
      );
      expect(err.code).toBe('42501');
    });
  });

  it('an alert raised while out of the class never reaches the class’s teachers', async () => {
    const { class_id } = await insertAlert({
      user_id: luis.id,
      conversation_id: CONV_LUIS_A,
      message_id: null,
      category: 'abuse',
      excerpt: 'x',
    });
    expect(class_id).toBeNull();
    await db.admin.query('delete from public.safety_alerts where conversation_id = $1', [
      CONV_LUIS_A,
    ]);
  });

  it('a resolved alert whose conversation is gone is kept one year, then deleted', async () => {
    await db.try(beto, async (s) => {
      await s.query('delete from public.conversations where id = $1', [CONV_BETO_A]);
      await actAs(s, tere);
      await rpcVoid(s, 'set_safety_alert_status', { alert_id: alertBeto, new_status: 'resolved' });
      expect(await rpc(s, 'get_class_safety_alerts', { class_id: classA })).toHaveLength(1);
      await s.exec('reset role');
      await s.query(
        `update public.safety_alerts set status_changed_at = now() - interval '366 days' where id = $1`,
        [alertBeto],
      );
      await actAs(s, tere);
      expect(await rpc(s, 'get_class_safety_alerts', { class_id: classA })).toEqual([]);
      await actAs(s, admin);
      expect((await rpc(s, 'get_safety_alerts', { limit_num: 50 })).map((r) => r.id)).not.toContain(
        alertBeto,
      );
    });
  });
});

describe('no disclosure leaves in an export', () => {
  const contents = (rows: Record<string, unknown>[], conversation: string) =>
    (rows.find((r) => r.conversation_id === conversation)?.messages as { content: string }[]).map(
      (m) => m.content,
    );

  it('the admin’s paged and whole exports carry the marker for the disclosure and the caring reply', async () => {
    for (const name of ['export_conversations_page', 'export_conversations_data']) {
      const rows = await db.as(admin, (s) => rpc(s, name, window()));
      // Beto's name is scrubbed as before; the disclosure and the reply are withdrawn whole.
      expect(contents(rows, CONV_BETO_A)).toEqual([
        '[nombre] escribe',
        MARKER,
        MARKER,
        'después sigo con las fracciones',
      ]);
      expect(JSON.stringify(rows)).not.toContain('padrastro');
      expect(contents(rows, CONV_ANA_A)).toContain('hola desde A');
    }
  });

  it('the teacher’s class export too', async () => {
    const rows = await db.as(tere, (s) => rpc(s, 'export_class_activity', { class_id: classA }));
    expect(contents(rows, CONV_BETO_A)).toEqual([
      '[nombre] escribe',
      MARKER,
      MARKER,
      'después sigo con las fracciones',
    ]);
    expect(JSON.stringify(rows)).not.toContain(CARING);
  });
});

describe('leaving a class is a boundary', () => {
  it('after re-joining, the teacher reads both periods but not what was written while out', async () => {
    // Luis left in the fixture; he writes while out, joins again, then writes as a member.
    await db.as(luis, (s) =>
      s.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'escrito fuera')`,
        [CONV_LUIS_A],
      ),
    );
    await db.as(luis, (s) => rpcScalar(s, 'join_class', { code: codeA }));
    await db.as(luis, (s) =>
      s.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'de vuelta')`,
        [CONV_LUIS_A],
      ),
    );
    const periods = await db.admin.query<{ ended_at: string | null }>(
      'select ended_at from public.class_member_periods where class_id = $1 and user_id = $2 order by started_at',
      [classA, luis.id],
    );
    expect(periods.map((p) => p.ended_at === null)).toEqual([false, true]);

    const seen = await db.as(tere, (s) =>
      s.query<{ content: string }>(
        'select content from public.messages where conversation_id = $1 order by created_at',
        [CONV_LUIS_A],
      ),
    );
    expect(seen.map((m) => m.content)).toEqual(['luis escribe', 'de vuelta']);
    const own = await db.as(luis, (s) =>
      s.query<{ content: string }>(
        'select content from public.messages where conversation_id = $1 order by created_at',
        [CONV_LUIS_A],
      ),
    );
    expect(own.map((m) => m.content)).toEqual(['luis escribe', 'escrito fuera', 'de vuelta']);

    const exported = await db.as(tere, (s) =>
      rpc(s, 'export_class_activity', { class_id: classA }),
    );
    const luisRow = exported.find((r) => r.conversation_id === CONV_LUIS_A)!;
    expect((luisRow.messages as { content: string }[]).map((m) => m.content)).toEqual([
      '[nombre] escribe',
      'de vuelta',
    ]);
    // Leave again: the class's figures drop him at once.
    await db.as(luis, (s) => rpcVoid(s, 'leave_class', { class_id: classA }));
  });

  it('a student who left is out of the class’s challenge figures and export', async () => {
    await db.admin.query(
      `insert into public.challenges
         (user_id, conversation_id, class_id, source, statement, attempts, tries, correct, finished_at)
       values ($1, $2, $3, 'button', 'reto', '{"4"}', 1, true, now())`,
      [ana.id, CONV_ANA_A, classA],
    );
    const count = async () =>
      (await db.as(tere, (s) => rpc(s, 'export_challenges', { ...window(), class_filter: classA })))
        .length;
    const stats = async () =>
      (
        await db.as(tere, (s) =>
          rpc(s, 'get_challenge_stats', { ...window(), class_filter: classA }),
        )
      ).reduce((n, r) => n + Number(r.challenges), 0);
    expect(await count()).toBe(1);
    expect(await stats()).toBe(1);
    await db.try(ana, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
      await actAs(s, tere);
      expect(await rpc(s, 'export_challenges', { ...window(), class_filter: classA })).toEqual([]);
      expect(await rpc(s, 'get_challenge_stats', { ...window(), class_filter: classA })).toEqual(
        [],
      );
    });
  });
});

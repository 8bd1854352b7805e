// search_conversations (issue 20 item 5): the caller's own conversations whose title or message
// text contains the query, case- and accent-insensitive, newest activity first, with a snippet;
// refusals for anon and for queries outside SEARCH_QUERY_MIN_CHARS..SEARCH_QUERY_MAX_CHARS.
import { describe, expect, it } from 'vitest';

import {
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_QUERY_MIN_CHARS,
  SEARCH_RESULTS_LIMIT,
} from '../../functions/_shared/tutor/limits.ts';
import { anon, pgError, rpc } from '../harness';

import { ANA_ALGEBRA, ANA_HISTORY, db, people, useChatDb } from './setup';

useChatDb();

const search = (query: string | null, who = people.ana) =>
  db.try(who, (s) => rpc(s, 'search_conversations', { query }));

describe('search_conversations', () => {
  it('finds a conversation by a word inside a message, ignoring case and accents, with a snippet around it', async () => {
    const rows = await search('imperio romano');
    expect(rows).toEqual([
      {
        id: ANA_HISTORY,
        title: 'Nueva conversación',
        subject: 'Historia',
        level: null,
        updated_at: expect.any(String),
        snippet: '¿Por qué cayó el IMPERIO Romano? 100% curiosidad_total',
      },
    ]);
    expect(await search('BÁRBARAS')).toMatchObject([{ id: ANA_HISTORY }]);
    expect(await search('despéjar')).toMatchObject([{ id: ANA_ALGEBRA }]);
  });

  it('finds by title; a title-only match has no snippet', async () => {
    const rows = await search('ecuaciones');
    expect(rows).toMatchObject([{ id: ANA_ALGEBRA, snippet: null }]);
  });

  it('orders by the newest message first and reports it as updated_at', async () => {
    const rows = await search('¿qu');
    expect(rows.map((r) => r.id)).toEqual([ANA_HISTORY, ANA_ALGEBRA]);
    const [latest] = await db.try(people.ana, (s) =>
      s.query<{ at: string }>(
        `select to_jsonb(max(created_at)) #>> '{}' as at from public.messages where conversation_id = $1`,
        [ANA_HISTORY],
      ),
    );
    expect(new Date(rows[0]!.updated_at as string).getTime()).toBe(new Date(latest!.at).getTime());
  });

  it('never returns another student’s conversation, even for text only they wrote', async () => {
    expect(await search('despejar y')).toEqual([]);
    expect(await search('Beto')).toEqual([]);
    expect(await search('despejar y', people.beto)).toHaveLength(1);
  });

  it('treats % and _ as literal characters, and collapses whitespace in the query', async () => {
    expect(await search('100%')).toMatchObject([{ id: ANA_HISTORY }]);
    expect(await search('d_spejar')).toEqual([]);
    expect(await search('curiosidad_total')).toMatchObject([{ id: ANA_HISTORY }]);
    expect(await search('  el    imperio  ')).toMatchObject([{ id: ANA_HISTORY }]);
  });

  it('accepts the limits and refuses one character less or more with a Spanish 22023', async () => {
    expect(await search('x'.repeat(SEARCH_QUERY_MIN_CHARS))).toEqual([]);
    expect(await search('x'.repeat(SEARCH_QUERY_MAX_CHARS))).toEqual([]);
    const short = await pgError(search(` ${'x'.repeat(SEARCH_QUERY_MIN_CHARS - 1)} `));
    expect(short).toMatchObject({
      code: '22023',
      message: 'Escribe al menos 2 caracteres para buscar.',
    });
    const long = await pgError(search('x'.repeat(SEARCH_QUERY_MAX_CHARS + 1)));
    expect(long).toMatchObject({
      code: '22023',
      message: 'La búsqueda puede tener como máximo 100 caracteres.',
    });
    expect(await pgError(search(null))).toMatchObject({ code: '22023' });
  });

  it('anon may not call it (42501)', async () => {
    const error = await pgError(
      db.try(anon, (s) => rpc(s, 'search_conversations', { query: 'hola' })),
    );
    expect(error.code).toBe('42501');
  });

  it(`returns at most ${SEARCH_RESULTS_LIMIT} rows, the newest`, async () => {
    await db.try(people.ana, async (s) => {
      await s.exec('reset role');
      await s.query(
        `insert into public.conversations (user_id, title, created_at)
         select $1, 'Fracciones ' || g, now() - g * interval '1 minute' from generate_series(1, 60) as g`,
        [people.ana.id],
      );
      await s.exec(`select set_config('role', 'authenticated', true)`);
      const rows = await rpc(s, 'search_conversations', { query: 'fracciones' });
      expect(rows).toHaveLength(SEARCH_RESULTS_LIMIT);
      expect(rows[0]!.title).toBe('Fracciones 1');
      expect(rows.at(-1)!.title).toBe(`Fracciones ${SEARCH_RESULTS_LIMIT}`);
    });
  });

  it('uses the trigram index (20,000 messages) for a word inside messages when there are many messages', async () => {
    await db.try(people.ana, async (s) => {
      await s.exec('reset role');
      await s.query(
        `insert into public.messages (conversation_id, role, content)
         select $1, 'user', 'mensaje de relleno número ' || g from generate_series(1, 20000) as g`,
        [ANA_ALGEBRA],
      );
      await s.exec('analyze public.messages');
      const plan = await s.query<{ 'QUERY PLAN': string }>(
        `explain select 1 from public.messages as ms
         where private.search_text(ms.content) like '%invasiones%'`,
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain(
        'messages_search_text_trgm_idx',
      );
    });
  });
});

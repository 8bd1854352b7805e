// The research export read page by page (export_conversations_page): the pages joined are the
// whole export, equal to the previous body (reference-figures/export.sql), scrubbing included.
import { describe, expect, it } from 'vitest';

import { rpc } from '../harness';

import { admin, db, useTotalsDb } from './totals-setup.ts';

useTotalsDb();

describe('export_conversations_page', () => {
  /** Every page of the window, walking the cursor; [rows as text, page sizes]. */
  async function walk(start: string, end: string, size: number): Promise<[string[], number[]]> {
    const rows: string[] = [];
    const sizes: number[] = [];
    let cursor: { created_at: string; id: string } | null = null;
    for (;;) {
      const page: Array<{ t: string; created_at: string; id: string }> = await db.as(admin, (s) =>
        s.query(
          `select to_jsonb(r)::text as t, r.created_at::text as created_at, r.conversation_id::text as id
           from public.export_conversations_page($1, $2, $3, $4, $5) as r`,
          [start, end, size, cursor?.created_at ?? null, cursor?.id ?? null],
        ),
      );
      sizes.push(page.length);
      rows.push(...page.map((r) => r.t));
      if (page.length < size) return [rows, sizes];
      const last = page[page.length - 1]!;
      cursor = { created_at: last.created_at, id: last.id };
    }
  }

  it('pages, joined, are the whole export, and both equal the previous body (scrubbing included)', async () => {
    const [range] = await db.admin.query<{ s: string; e: string }>(
      `select (private.today() - 400)::text as s, (private.today() + 1)::text as e`,
    );
    const whole = await db.as(admin, (s) =>
      s.query<{ t: string }>(
        `select to_jsonb(r)::text as t from public.export_conversations_data($1, $2, 10000) as r`,
        [range!.s, range!.e],
      ),
    );
    const reference = await db.admin.query<{ t: string }>(
      `select to_jsonb(r)::text as t from reference.export_conversations_data($1, $2, 10000) as r`,
      [range!.s, range!.e],
    );
    expect(whole.length).toBeGreaterThan(20);
    expect(whole.map((r) => r.t)).toEqual(reference.map((r) => r.t));
    const scrubbed = whole.map((r) => r.t).find((t) => t.includes('[email]'));
    expect(scrubbed).toMatch(/Soy \[nombre\]/);
    expect(scrubbed).toContain('[teléfono]');

    const [pages, sizes] = await walk(range!.s, range!.e, 7);
    expect(pages).toEqual(whole.map((r) => r.t));
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(sizes.length).toBeGreaterThan(2);
  });

  it('scrubs an owner whose name holds LIKE wildcards, and one without a name, as the scrubber does', async () => {
    // Two students: one named with '_', '%' and '(' (the pre-check's LIKE patterns escape them),
    // one without a name; the same three messages in a conversation of each.
    const owners = await db.admin.query<{ id: string }>(
      `select id from auth.users where email <> 'admin@tutor.local' order by created_at, id limit 2`,
    );
    expect(owners).toHaveLength(2);
    await db.admin.query(
      `update auth.users set raw_user_meta_data = case when id = $1
         then raw_user_meta_data || '{"name": "Ana_Sofía (100%) Ruiz"}' else raw_user_meta_data - 'name' end
       where id in ($1, $2)`,
      [owners[0]!.id, owners[1]!.id],
    );
    await db.admin.query(
      `with conv as (
         insert into public.conversations (user_id, title, subject, created_at)
         select o.id, 'Nombres ana_sofía', 'Lengua', now() - interval '2 hours'
         from unnest($1::uuid[]) as o (id)
         returning id, created_at
       )
       insert into public.messages (conversation_id, role, content, created_at)
       select conv.id, 'user', m.content, conv.created_at + m.k * interval '1 minute'
       from conv, (values
         (1, 'Me llamo ANA_SOFÍA, de apellido ruiz.'),
         (2, 'AnaXSofía y Ana-Sofía no son mi nombre; 100 por ciento.'),
         (3, 'Sin nombre ni datos aquí.')
       ) as m (k, content)`,
      [[owners[0]!.id, owners[1]!.id]],
    );
    const [range] = await db.admin.query<{ s: string; e: string }>(
      `select (private.today() - 1)::text as s, (private.today() + 1)::text as e`,
    );
    const [pages] = await walk(range!.s, range!.e, 250);
    const reference = await db.admin.query<{ t: string }>(
      `select to_jsonb(r)::text as t from reference.export_conversations_data($1, $2, 10000) as r`,
      [range!.s, range!.e],
    );
    expect(pages).toEqual(reference.map((r) => r.t));
    const named = pages.filter((t) => t.includes('AnaXSofía'));
    expect(named).toHaveLength(2);
    expect(
      named.filter((t) => t.includes('Me llamo [nombre], de apellido [nombre].')),
    ).toHaveLength(1);
    expect(named.filter((t) => t.includes('"Nombres [nombre]"'))).toHaveLength(1);
    expect(named.filter((t) => t.includes('Me llamo ANA_SOFÍA, de apellido ruiz.'))).toHaveLength(
      1,
    );
  });

  it('a cursor at the last row gives an empty page', async () => {
    const [last] = await db.as(admin, (s) =>
      s.query<{ created_at: string; id: string }>(
        `select r.created_at::text as created_at, r.conversation_id::text as id
         from public.export_conversations_data('2000-01-01', '2100-01-01', 10000) as r
         order by r.created_at, r.conversation_id desc limit 1`,
      ),
    );
    const rows = await db.as(admin, (s) =>
      rpc(s, 'export_conversations_page', {
        start_date: '2000-01-01',
        end_date: '2100-01-01',
        after_created_at: last!.created_at,
        after_id: last!.id,
      }),
    );
    expect(rows).toEqual([]);
  });
});

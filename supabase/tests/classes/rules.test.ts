/**
 * The rules of classes (docs/classes.md) against the one TypeScript home of their figures
 * (_shared/classes/classes.ts): join codes, joining and leaving. The limits of a class's fields and
 * the teacher flag are in fields-and-roles.test.ts, co-teachers in co-teachers.test.ts, each RPC's
 * allowed and refused callers in class-rpcs.test.ts.
 */
import { describe, expect, it } from 'vitest';

import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_INVALID_MESSAGE,
  JOIN_CODE_LENGTH,
  JOIN_TOO_MANY_MESSAGE,
  normaliseJoinCode,
} from '../../functions/_shared/classes/classes.ts';
import { anon, createUser, pgError, rpc, rpcScalar, rpcVoid, type Sql } from '../harness';

import {
  admin,
  ana,
  beto,
  classA,
  classB,
  codeA,
  codeB,
  createClass,
  dani,
  db,
  join,
  luis,
  membership,
  tere,
  tono,
  useClassesDb,
} from './setup';

useClassesDb();

describe('join codes', () => {
  it('the SQL alphabet is the shared one; codes are 8 of its characters and unique', async () => {
    const [row] = await db.admin.query<{ a: string }>('select private.join_code_alphabet() as a');
    expect(row!.a).toBe(JOIN_CODE_ALPHABET);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = await db.admin.query<{ c: string }>(
      'select private.new_join_code() as c from generate_series(1, 300)',
    );
    for (const { c } of codes) {
      expect(c).toHaveLength(JOIN_CODE_LENGTH);
      expect([...c].every((ch) => JOIN_CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(new Set(codes.map((r) => r.c)).size).toBe(300);
    // Every character of the alphabet turns up (the sampling is not stuck on a subset).
    expect(new Set(codes.flatMap((r) => [...r.c])).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('regenerate_class_code: the class’s teacher and an admin; the old code stops working', async () => {
    const fresh = (await db.as(tere, (s) =>
      rpcScalar(s, 'regenerate_class_code', { class_id: classA }),
    )) as string;
    expect(fresh).not.toBe(codeA);
    expect(fresh).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: codeA }))).toBeNull();
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: fresh }))).toBe(classA);
    for (const who of [tono, ana]) {
      const refused = await pgError(
        db.try(who, (s) => rpc(s, 'regenerate_class_code', { class_id: classA })),
      );
      expect(refused.code).toBe('42501');
    }
    const byAdmin = await db.try(admin, (s) =>
      rpcScalar(s, 'regenerate_class_code', { class_id: classA }),
    );
    expect(byAdmin).toMatch(/^[A-Z2-9]{8}$/);
    // Put the fixture's code back for the other tests.
    await db.admin.query('update public.class_settings set join_code = $1 where class_id = $2', [
      codeA,
      classA,
    ]);
  });
});

describe('join_class and leave_class', () => {
  it('joins with the code typed loosely (lower case, spaces, hyphen)', async () => {
    const loose = `${codeB.slice(0, 4).toLowerCase()}-${codeB.slice(4)} `;
    expect(normaliseJoinCode(loose)).toBe(codeB);
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: loose }))).toBe(classB);
  });

  it('unknown, expired and archived codes: null, nothing joined (the app says JOIN_CODE_INVALID_MESSAGE)', async () => {
    const expired = await createClass(tere, {
      name: 'Caducada',
      join_code_expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const archived = await createClass(tere, { name: 'Archivada' });
    await db.as(tere, (s) =>
      s.query('update public.classes set archived_at = now() where id = $1', [archived.id]),
    );
    for (const code of ['ZZZZZZZZ', expired.code, archived.code, '', 'x']) {
      const joined = await db.try(dani, async (s) => {
        const id = await rpcScalar(s, 'join_class', { code });
        const [row] = await s.query<{ n: number }>(
          `select count(*)::int as n from public.class_members
           where user_id = $1 and class_id in ($2, $3)`,
          [dani.id, expired.id, archived.id],
        );
        return { id, memberships: row?.n };
      });
      expect(joined, code).toEqual({ id: null, memberships: 0 });
    }
    expect(JOIN_CODE_INVALID_MESSAGE).toBe('Este código no es válido o ha caducado');
    const future = await createClass(tere, {
      name: 'Vigente',
      join_code_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await db.try(dani, (s) => rpcScalar(s, 'join_class', { code: future.code }))).toBe(
      future.id,
    );
  });

  it('join attempts are limited: 10 failed tries of a user, 30 of an address, in 10 minutes (P0001)', async () => {
    const guesser = await createUser(db.admin, { email: 'adivina@test.local', name: 'Adivina' });
    for (let i = 0; i < 10; i += 1) {
      expect(
        await db.as(guesser, (s) => rpcScalar(s, 'join_class', { code: `MAL${i}XXXX` })),
      ).toBeNull();
    }
    // The 11th is refused before the code is read, even the right one.
    const err = await pgError(db.try(guesser, (s) => rpc(s, 'join_class', { code: codeB })));
    expect(err.code).toBe('P0001');
    expect(err.message).toBe(JOIN_TOO_MANY_MESSAGE);
    expect(err.message).toBe('Demasiados intentos. Espera un momento y vuelve a probar.');
    // Ten minutes later the user may try again.
    await db.admin.query(
      `update private.join_attempts set attempted_at = attempted_at - interval '11 minutes'
       where user_id = $1`,
      [guesser.id],
    );
    expect(await db.try(guesser, (s) => rpcScalar(s, 'join_class', { code: codeB }))).toBe(classB);

    // One address (PostgREST's request.headers): 30 failed tries over several accounts.
    const from = (ip: string) => (s: Sql) =>
      s.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': `${ip}, 10.0.0.1` }),
      ]);
    const accounts = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        createUser(db.admin, { email: `ip${n}@test.local`, name: `Ip ${n}` }),
      ),
    );
    for (const account of accounts.slice(0, 3)) {
      for (let i = 0; i < 10; i += 1) {
        await db.as(account, async (s) => {
          await from('203.0.113.9')(s);
          return rpcScalar(s, 'join_class', { code: `IP${i}XXXXX` });
        });
      }
    }
    const fourth = accounts[3]!;
    const byAddress = await pgError(
      db.try(fourth, async (s) => {
        await from('203.0.113.9')(s);
        return rpc(s, 'join_class', { code: codeB });
      }),
    );
    expect(byAddress.message).toBe(JOIN_TOO_MANY_MESSAGE);
    expect(
      await db.try(fourth, async (s) => {
        await from('198.51.100.7')(s);
        return rpcScalar(s, 'join_class', { code: codeB });
      }),
    ).toBe(classB);
  });

  it('anon may not join (42501)', async () => {
    const err = await pgError(db.try(anon, (s) => rpc(s, 'join_class', { code: codeA })));
    expect(err.code).toBe('42501');
  });

  it('joining twice is harmless; a teacher joining their own class stays its teacher', async () => {
    const before = await membership(classA, ana.id);
    expect(await join(ana, codeA)).toBe(classA);
    expect(await membership(classA, ana.id)).toEqual(before);
    expect(await join(tere, codeA)).toBe(classA);
    expect((await membership(classA, tere.id))!.role).toBe('teacher');
  });

  it('a student leaves; joining again makes them a member from now on', async () => {
    expect((await membership(classA, luis.id))!.left_at).not.toBeNull();
    const err = await pgError(db.try(luis, (s) => rpcVoid(s, 'leave_class', { class_id: classA })));
    expect(err).toMatchObject({ code: '22023', message: 'No perteneces a esta clase.' });
    await db.try(luis, async (s) => {
      await rpcScalar(s, 'join_class', { code: codeA });
      const rows = await s.query('select left_at from public.class_members where class_id = $1', [
        classA,
      ]);
      expect(rows).toEqual([{ left_at: null }]);
    });
  });

  it('leave_class: a non-member and the class’s only teacher are refused (22023)', async () => {
    const notMember = await pgError(
      db.try(dani, (s) => rpcVoid(s, 'leave_class', { class_id: classA })),
    );
    expect(notMember).toMatchObject({ code: '22023', message: 'No perteneces a esta clase.' });
    const teacher = await pgError(
      db.try(tere, (s) => rpcVoid(s, 'leave_class', { class_id: classA })),
    );
    expect(teacher).toMatchObject({
      code: '22023',
      message: 'Eres el único profesor de esta clase: no puedes salir.',
    });
  });

  it('a student’s leaving ends the teacher’s view at once (in the same database)', async () => {
    await db.try(beto, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
    });
    // try rolled back: Beto is still a member; now leave for real inside one transaction as Tere's view.
    const seen = await db.try(beto, async (s) => {
      await rpcVoid(s, 'leave_class', { class_id: classA });
      const { actAs } = await import('../harness');
      await actAs(s, tere);
      return s.query<{ user_id: string }>(
        'select user_id from public.conversations where class_id = $1',
        [classA],
      );
    });
    expect(seen.map((r) => r.user_id)).toEqual([ana.id]);
  });
});

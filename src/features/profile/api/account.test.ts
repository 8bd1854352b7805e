import { FunctionsHttpError } from '@supabase/supabase-js';

import { supabase } from '@/lib/supabase';

import { deleteMyAccount } from './account';

vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: vi.fn() } } }));
const invoke = vi.mocked(supabase.functions.invoke);

const answer = (status: number, body: unknown) => ({
  data: null,
  error: new FunctionsHttpError(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  ),
});

afterEach(() => vi.resetAllMocks());

describe('deleteMyAccount', () => {
  it('resolves when the function deleted the account', async () => {
    invoke.mockResolvedValue({ data: { deleted: true, removed_files: 0 }, error: null } as never);
    await expect(deleteMyAccount('clave', 'ELIMINAR')).resolves.toBeUndefined();
    expect(invoke).toHaveBeenCalledWith('account', {
      body: { action: 'delete', password: 'clave', confirmation: 'ELIMINAR' },
    });
  });

  it('resolves when a parallel request deleted it first (404 account_deleted)', async () => {
    invoke.mockResolvedValue(
      answer(404, { error: 'Esta cuenta ya fue eliminada.', code: 'account_deleted' }) as never,
    );
    await expect(deleteMyAccount('clave', 'ELIMINAR')).resolves.toBeUndefined();
  });

  it("throws the function's Spanish text on any other refusal", async () => {
    invoke.mockResolvedValue(
      answer(403, { error: 'La contraseña no es correcta.', code: 'wrong_password' }) as never,
    );
    await expect(deleteMyAccount('otra', 'ELIMINAR')).rejects.toThrow(
      'La contraseña no es correcta.',
    );
  });
});

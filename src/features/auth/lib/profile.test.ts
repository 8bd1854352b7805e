import type { User } from '@supabase/supabase-js';

import { readProfile } from '@/features/auth/lib/profile';
import { eachCase } from '@shared/case-table-test-fixtures';

const withMetadata = (user_metadata: Record<string, unknown>) => ({ user_metadata }) as User;

describe('readProfile', () => {
  it('uses the defaults for an empty profile', () => {
    expect(readProfile(withMetadata({}))).toEqual({
      name: '',
      grade_level: '',
      avatar_url: '',
      email_notifications: true,
      theme: 'auto',
      language: 'es',
    });
    expect(readProfile(null).email_notifications).toBe(true);
  });

  it('reads what the user saved', () => {
    const profile = readProfile(
      withMetadata({
        name: 'Ana',
        grade_level: 'Postgrado',
        phone: '555',
        avatar_url: 'http://x/a.jpg?t=1',
        email_notifications: false,
        theme: 'dark',
        language: 'pt',
      }),
    );
    // A phone saved by an older version is not read: the product asks for none.
    expect(profile).not.toHaveProperty('phone');
    expect(profile).toMatchObject({
      name: 'Ana',
      grade_level: 'Postgrado',
      email_notifications: false,
      theme: 'dark',
      language: 'pt',
    });
  });

  eachCase(
    'replaces unknown values %o',
    (metadata: Record<string, unknown>, key: string) =>
      readProfile(withMetadata(metadata))[key as 'name'],
    [
      [{ language: 'de' }, 'language', 'es'],
      [{ theme: 'sepia' }, 'theme', 'auto'],
      [{ name: 42 }, 'name', ''],
    ],
  );
});

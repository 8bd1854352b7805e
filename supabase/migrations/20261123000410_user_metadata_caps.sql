-- Caps on auth.users.raw_user_meta_data (issue 9): signUp({ options: { data } }) and
-- updateUser({ data }) write it straight from the browser, and the admin panel serves it back on
-- every users page, so a 1 MB name must be refused. Checked by a trigger (auth.users belongs to the
-- platform: no constraints of ours on it) only when the metadata changes, so a sign-in that touches
-- last_sign_in_at never fails on an old row. Limits mirror supabase/functions/_shared/limits.ts.
-- Refusals: SQLSTATE 22001 (too long) or 23514 (wrong type or value) with a Spanish message; see
-- docs/database.md for what supabase-js receives.

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * Refuses user_metadata whose known fields break their caps (name <= 100, phone <= 30,
 * grade_level <= 50, avatar_url <= 500, updated_at <= 40 characters; theme light|dark|auto;
 * language es|en|fr|pt; email_notifications boolean) or whose whole object exceeds 8 KB.
 * A JSON null counts as absent.
 * Called by: the trigger on auth.users only.
 */
create or replace function private.enforce_user_metadata_caps()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  field record;
  value jsonb;
begin
  if tg_op = 'UPDATE' and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;

  if jsonb_typeof(meta) <> 'object' then
    raise exception 'Los datos del perfil no son válidos.' using errcode = '23514';
  end if;

  for field in
    select *
    from (values
      ('name', 100, 'El nombre'),
      ('phone', 30, 'El teléfono'),
      ('grade_level', 50, 'El nivel educativo'),
      ('avatar_url', 500, 'La URL del avatar'),
      ('updated_at', 40, 'La fecha de actualización')
    ) as f(key, max_chars, label)
  loop
    value := meta -> field.key;
    continue when value is null or jsonb_typeof(value) = 'null';
    if jsonb_typeof(value) <> 'string' then
      raise exception '% debe ser un texto.', field.label using errcode = '23514';
    end if;
    if char_length(value #>> '{}') > field.max_chars then
      raise exception '% no puede superar % caracteres.', field.label, field.max_chars
        using errcode = '22001';
    end if;
  end loop;

  value := meta -> 'theme';
  if value is not null and jsonb_typeof(value) <> 'null'
     and (jsonb_typeof(value) <> 'string' or value #>> '{}' not in ('light', 'dark', 'auto')) then
    raise exception 'El tema debe ser light, dark o auto.' using errcode = '23514';
  end if;

  value := meta -> 'language';
  if value is not null and jsonb_typeof(value) <> 'null'
     and (jsonb_typeof(value) <> 'string' or value #>> '{}' not in ('es', 'en', 'fr', 'pt')) then
    raise exception 'El idioma debe ser es, en, fr o pt.' using errcode = '23514';
  end if;

  value := meta -> 'email_notifications';
  if value is not null and jsonb_typeof(value) not in ('null', 'boolean') then
    raise exception 'La preferencia de notificaciones debe ser verdadero o falso.'
      using errcode = '23514';
  end if;

  if pg_catalog.octet_length(meta::text) > 8192 then
    raise exception 'Los datos del perfil no pueden superar 8 KB.' using errcode = '22001';
  end if;

  return new;
end;
$$;

revoke all on function private.enforce_user_metadata_caps() from public;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

drop trigger if exists enforce_user_metadata_caps on auth.users;
create trigger enforce_user_metadata_caps
  before insert or update on auth.users
  for each row execute function private.enforce_user_metadata_caps();

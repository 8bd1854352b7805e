-- A class's teacher-only columns (the tutor's instructions, the avoid list, the join code and its
-- expiry) move from public.classes into their own table, public.class_settings, which only the
-- class's teachers and admins read (RLS). public.classes keeps what every member may read, so
-- `select *` on it (supabase-js `from('classes').select()`) works for every role that may read a
-- class; before, those columns were hidden by column grants and `select *` was refused.
-- The RPCs keep their signatures and results (docs/classes.md).

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.class_settings (
  class_id uuid primary key references public.classes (id) on delete cascade,
  instructions text not null default '',
  avoid_concepts text[] not null default '{}',
  join_code text not null,
  join_code_expires_at timestamptz
);

comment on table public.class_settings is
  'A class''s teacher-only settings: the tutor''s instructions and avoid list, the join code and its expiry.';

insert into public.class_settings (
  class_id, instructions, avoid_concepts, join_code, join_code_expires_at
)
select c.id, c.instructions, c.avoid_concepts, c.join_code, c.join_code_expires_at
from public.classes as c;

-- Dropping the columns drops their constraints, their unique index and their column grants.
alter table public.classes
  drop column instructions,
  drop column avoid_concepts,
  drop column join_code,
  drop column join_code_expires_at;

alter table public.class_settings
  add constraint class_settings_join_code_must_be_unique unique (join_code),
  add constraint class_settings_join_code_must_be_8_chars_of_the_alphabet
    check (join_code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  add constraint class_settings_instructions_must_be_at_most_2000_chars
    check (char_length(instructions) <= 2000),
  add constraint class_settings_avoid_concepts_must_be_at_most_50_items
    check (cardinality(avoid_concepts) <= 50);

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * A fresh join code: 8 characters of private.join_code_alphabet(), each equally likely (rejection
 * sampling over the random bytes of gen_random_uuid()), not in use by any class.
 * Called by: private.classes_add_settings, regenerate_class_code, class_account_logins.
 */
create or replace function private.new_join_code()
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_alphabet text := private.join_code_alphabet();
  v_size integer := char_length(private.join_code_alphabet());
  v_code text;
  v_bytes bytea;
  v_byte integer;
  i integer;
begin
  loop
    v_code := '';
    while char_length(v_code) < 8 loop
      v_bytes := pg_catalog.uuid_send(gen_random_uuid());
      for i in 0..15 loop
        -- Bytes 6 and 8 carry the uuid's version and variant bits: not random.
        continue when i in (6, 8);
        v_byte := pg_catalog.get_byte(v_bytes, i);
        continue when v_byte >= 248;
        v_code := v_code || substr(v_alphabet, 1 + v_byte % v_size, 1);
        exit when char_length(v_code) = 8;
      end loop;
    end loop;
    exit when not exists (select 1 from public.class_settings as s where s.join_code = v_code);
  end loop;
  return v_code;
end;
$$;

/**
 * Before insert or update of a class: trims the texts. On insert it fills created_by (the
 * caller) and created_at (server clock), whatever the row said.
 * Called by: the trigger on public.classes only.
 */
create or replace function private.classes_tidy()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.subject := nullif(btrim(new.subject), '');
  new.grade_level := nullif(btrim(new.grade_level), '');
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

/**
 * After insert of a class: its settings row, with a fresh join code (the API roles never insert
 * one: the code is always the database's).
 * Called by: the trigger on public.classes only.
 */
create or replace function private.classes_add_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.class_settings (class_id, join_code)
  values (new.id, private.new_join_code());
  return null;
end;
$$;

revoke all on function private.classes_add_settings() from public;

/**
 * Before insert or update of a class's settings: trims the instructions, keeps the avoid list tidy
 * (items trimmed, empty ones and repeats dropped, first spelling kept) and refuses an item over 100
 * characters (23514, class_settings_avoid_concepts_items_must_be_at_most_100_chars).
 * Called by: the trigger on public.class_settings only.
 */
create or replace function private.class_settings_tidy()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.instructions := btrim(coalesce(new.instructions, ''));
  new.avoid_concepts := coalesce(
    (
      select pg_catalog.array_agg(t.item order by t.first_at)
      from (
        select min(a.item) as item, min(a.ord) as first_at
        from pg_catalog.unnest(coalesce(new.avoid_concepts, '{}'::text[]))
          with ordinality as a0 (raw, ord)
        cross join lateral (select btrim(a0.raw) as item, a0.ord) as a
        where a.item is not null and a.item <> ''
        group by pg_catalog.lower(a.item)
      ) as t
    ),
    '{}'::text[]
  );
  if exists (
    select 1 from pg_catalog.unnest(new.avoid_concepts) as a (item) where char_length(a.item) > 100
  ) then
    raise exception 'Cada concepto a evitar debe tener como máximo 100 caracteres.'
      using errcode = '23514',
        constraint = 'class_settings_avoid_concepts_items_must_be_at_most_100_chars';
  end if;
  return new;
end;
$$;

revoke all on function private.class_settings_tidy() from public;

/**
 * A class's settings for its teachers (the settings form): the class row, its teacher-only
 * settings and the current teachers' e-mails (the creator first).
 * Called by: authenticated (the class's teachers, admins; 42501 otherwise).
 */
create or replace function public.get_class_settings(class_id uuid)
returns table (
  id uuid, name text, subject text, grade_level text, instructions text, avoid_concepts text[],
  join_code text, join_code_expires_at timestamptz, daily_message_limit integer,
  archived_at timestamptz, teacher_emails text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_teaches_class(class_id);
  return query
  select c.id, c.name, c.subject, c.grade_level, s.instructions, s.avoid_concepts, s.join_code,
    s.join_code_expires_at, c.daily_message_limit, c.archived_at,
    (
      select coalesce(
        pg_catalog.array_agg(u.email::text order by (m.user_id = c.created_by) desc, m.joined_at),
        '{}'::text[]
      )
      from public.class_members as m
      join auth.users as u on u.id = m.user_id
      where m.class_id = c.id and m.role = 'teacher' and m.left_at is null
    )
  from public.classes as c
  join public.class_settings as s on s.class_id = c.id
  where c.id = get_class_settings.class_id;
end;
$$;

/**
 * Joins the caller to the class of a code (upper-cased, spaces and hyphens dropped) as a student;
 * null for an unknown, expired or archived code. Every attempt is recorded and limited (10 failed
 * per user, 30 per client address, in 10 minutes: P0001).
 * Called by: authenticated.
 */
create or replace function public.join_class(code text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_address text := private.request_address();
  v_since timestamptz := pg_catalog.clock_timestamp() - interval '10 minutes';
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
begin
  if v_user is null then
    raise exception 'Inicia sesión para unirte a una clase.' using errcode = '42501';
  end if;

  -- One user's attempts queue here, so parallel tries cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('join_class:' || v_user::text));
  if (
    select pg_catalog.count(*) from private.join_attempts as a
    where a.user_id = v_user and not a.succeeded and a.attempted_at > v_since
  ) >= 10 or (
    v_address is not null and (
      select pg_catalog.count(*) from private.join_attempts as a
      where a.address = v_address and not a.succeeded and a.attempted_at > v_since
    ) >= 30
  ) then
    raise exception 'Demasiados intentos. Espera un momento y vuelve a probar.' using errcode = 'P0001';
  end if;

  delete from private.join_attempts as a
  where a.user_id = v_user and a.attempted_at < pg_catalog.clock_timestamp() - interval '1 day';

  select c.id into v_class
  from public.class_settings as s
  join public.classes as c on c.id = s.class_id
  where s.join_code = v_code
    and c.archived_at is null
    and (s.join_code_expires_at is null or s.join_code_expires_at > pg_catalog.now());

  insert into private.join_attempts (user_id, address, succeeded)
  values (v_user, v_address, v_class is not null);
  if v_class is null then
    return null;
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (v_class, v_user, 'student')
  on conflict (class_id, user_id) do update
    set joined_at = pg_catalog.now(), left_at = null, role = 'student'
    where m.left_at is not null;
  return v_class;
end;
$$;

/**
 * A new join code for the class; the old one stops working at once.
 * Called by: authenticated (the class's teachers, admins; 42501 otherwise).
 */
create or replace function public.regenerate_class_code(class_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text;
begin
  perform private.assert_teaches_class(class_id);
  v_code := private.new_join_code();
  update public.class_settings as s set join_code = v_code
  where s.class_id = regenerate_class_code.class_id;
  return v_code;
end;
$$;

/**
 * The class of a student's conversation as the tutor needs it: subject, level, the teacher's
 * instructions and avoid list, the daily limit and the student's messages today in the class.
 * Called by: service_role (the tutor function).
 */
create or replace function public.tutor_class_context(p_user_id uuid, p_conversation_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
set jit = off
as $$
  select pg_catalog.jsonb_build_object(
    'class_id', c.id,
    'subject', c.subject,
    'grade_level', c.grade_level,
    'instructions', s.instructions,
    'avoid_concepts', pg_catalog.to_jsonb(s.avoid_concepts),
    'daily_message_limit', c.daily_message_limit,
    'retry_after_seconds', greatest(1, pg_catalog.ceil(extract(epoch from
      private.day_start(private.today() + 1) - pg_catalog.now()
    ))::integer),
    'messages_today', case when c.daily_message_limit is null then 0 else (
      select pg_catalog.count(*)
      from public.conversations as other
      join public.messages as ms on ms.conversation_id = other.id
      where other.class_id = c.id
        and other.user_id = p_user_id
        and ms.role = 'user'
        and ms.created_at >= private.day_start(private.today())
    ) end
  )
  from public.conversations as cv
  join public.classes as c on c.id = cv.class_id
  join public.class_settings as s on s.class_id = c.id
  where cv.id = p_conversation_id and cv.user_id = p_user_id
$$;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger classes_add_settings
  after insert on public.classes
  for each row execute function private.classes_add_settings();

create trigger class_settings_tidy
  before insert or update on public.class_settings
  for each row execute function private.class_settings_tidy();

-- ============================================================================
-- RLS
-- ============================================================================

-- classes: every column readable by whoever may read the row (the policy decides which rows).
revoke all on table public.classes from anon, authenticated;
grant select on table public.classes to authenticated;
grant insert (name, subject, grade_level, daily_message_limit) on table public.classes
  to authenticated;
grant update (name, subject, grade_level, daily_message_limit, archived_at) on table public.classes
  to authenticated;

-- class_settings: the class's teachers and admins read it and change what the settings form does;
-- the row itself comes with the class (trigger), and the code only from regenerate_class_code.
alter table public.class_settings enable row level security;

revoke all on table public.class_settings from public, anon, authenticated;
grant select on table public.class_settings to authenticated;
grant update (instructions, avoid_concepts, join_code_expires_at) on table public.class_settings
  to authenticated;
grant all on table public.class_settings to service_role;

create policy "The class's teachers and admins read its settings"
  on public.class_settings for select
  to authenticated
  using (public.teaches_class(class_id));

create policy "The class's teachers and admins change its settings"
  on public.class_settings for update
  to authenticated
  using (public.teaches_class(class_id))
  with check (public.teaches_class(class_id));

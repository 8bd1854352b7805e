-- Classes and teachers (issue 22, docs/classes.md): a third kind of person, the teacher
-- (auth.users.raw_app_meta_data.is_teacher, set only by an admin), classes that group students and
-- shape the tutor for them, and the rules of who reads what.
--
-- - classes: created by a teacher or admin (the database fills created_by, join_code, created_at and
--   adds the creator as the class's teacher). The API roles read only the harmless columns; the
--   instructions, the avoid list and the join code reach teachers through get_class_settings and the
--   tutor through the service role.
-- - class_members: one row per (class, user), role teacher or student, left_at once a student left.
--   Written only by the functions below.
-- - conversations.class_id: set when the conversation starts, only to a class the student belongs
--   to; the class's teachers (and admins) then read the conversation and its messages while the
--   student is a current member.
-- The figures (code alphabet and length, lengths, limits) are those of
-- supabase/functions/_shared/classes.ts; supabase/tests/classes prove both agree.

-- ============================================================================
-- TABLE
-- ============================================================================

create table public.classes (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  subject text null,
  grade_level text null,
  instructions text not null default '',
  avoid_concepts text[] not null default '{}',
  join_code text not null,
  join_code_expires_at timestamptz null,
  daily_message_limit integer null,
  archived_at timestamptz null,
  created_by uuid null references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  constraint classes_join_code_must_be_unique unique (join_code),
  constraint classes_name_must_be_1_to_100_chars
    check (char_length(btrim(name)) between 1 and 100 and char_length(name) <= 100),
  constraint classes_subject_must_be_1_to_100_chars
    check (subject is null or char_length(btrim(subject)) between 1 and 100),
  constraint classes_grade_level_must_be_a_level check (
    grade_level is null
    or grade_level in ('Primaria', 'Secundaria', 'Preparatoria', 'Universidad', 'Postgrado', 'Otro')
  ),
  constraint classes_instructions_must_be_at_most_2000_chars
    check (char_length(instructions) <= 2000),
  constraint classes_avoid_concepts_must_be_at_most_50_items
    check (cardinality(avoid_concepts) <= 50),
  constraint classes_join_code_must_be_8_chars_of_the_alphabet
    check (join_code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  constraint classes_daily_message_limit_must_be_1_to_1000
    check (daily_message_limit is null or daily_message_limit between 1 and 1000)
);

comment on table public.classes is 'A class of students and its teachers; the tutor follows its instructions and avoid list.';
comment on column public.classes.instructions is 'The teacher''s instructions for the tutor (server only; never sent to students).';
comment on column public.classes.avoid_concepts is 'Concepts the tutor must not mention (server only; never readable by students).';
comment on column public.classes.daily_message_limit is 'Messages per student per day in this class''s conversations, on top of the global limits; null = none.';

create table public.class_members (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  joined_at timestamptz not null default now(),
  left_at timestamptz null,

  primary key (class_id, user_id),
  constraint class_members_role_must_be_teacher_or_student check (role in ('teacher', 'student')),
  constraint class_members_left_at_must_follow_joined_at check (left_at is null or left_at >= joined_at)
);

comment on table public.class_members is 'Who belongs to each class (left_at: the student left); written by the class RPCs only.';

alter table public.conversations
  add column class_id uuid null references public.classes (id) on delete set null;

comment on column public.conversations.class_id is 'The class the conversation belongs to (its teachers read it while the student is a member); null = private.';

-- ============================================================================
-- INDEXES
-- ============================================================================

-- "My classes" of a user, and the RLS membership tests.
create index class_members_user_id_idx on public.class_members (user_id, class_id);
create index classes_created_by_idx on public.classes (created_by);
-- A class's conversations per student (get_class_students, the teacher's RLS and the export).
create index conversations_class_id_user_id_idx
  on public.conversations (class_id, user_id, created_at desc)
  where class_id is not null;
-- Moments of understanding per conversation (get_class_students): few rows, found by index.
create index messages_eureka_conversation_id_idx
  on public.messages (conversation_id)
  where (metadata -> 'has_eureka') = 'true'::jsonb;

-- ============================================================================
-- FUNCTIONS
-- ============================================================================

/**
 * The join-code alphabet (no look-alikes; JOIN_CODE_ALPHABET of _shared/classes.ts).
 * Called by: private.new_join_code (as its owner). Not callable by API roles.
 */
create or replace function private.join_code_alphabet()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'::text
$$;

revoke all on function private.join_code_alphabet() from public;

/**
 * A fresh join code: 8 characters of the alphabet from random bytes (gen_random_uuid's 122 random
 * bits; a byte is used only below 248 = 8 × 31 so every character is equally likely), not used by
 * another class.
 * Called by: the insert trigger and regenerate_class_code (as their owner). Not callable by API roles.
 */
create or replace function private.new_join_code()
returns text
language plpgsql
volatile
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
    exit when not exists (select 1 from public.classes as c where c.join_code = v_code);
  end loop;
  return v_code;
end;
$$;

revoke all on function private.new_join_code() from public;

/**
 * True when the caller's authoritative teacher flag (raw_app_meta_data.is_teacher) is true.
 * Security definer because API roles cannot read auth.users.
 * Called by: authenticated (RLS policies of classes), the class RPCs.
 */
create or replace function public.is_teacher()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb
      from auth.users as u
      where u.id = (select auth.uid())
    ),
    false
  )
$$;

revoke all on function public.is_teacher() from public, anon, authenticated;
grant execute on function public.is_teacher() to authenticated, service_role;

/**
 * True when the caller may act as a teacher of p_class_id: an admin, or a current teacher member
 * who still holds the teacher flag (an admin who removes the flag removes the access too).
 * Called by: authenticated (RLS policies of classes, class_members, conversations), the class RPCs.
 */
create or replace function public.teaches_class(p_class_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
    or (
      exists (
        select 1
        from public.class_members as m
        where m.class_id = p_class_id
          and m.user_id = (select auth.uid())
          and m.role = 'teacher'
          and m.left_at is null
      )
      and public.is_teacher()
    )
$$;

revoke all on function public.teaches_class(uuid) from public, anon, authenticated;
grant execute on function public.teaches_class(uuid) to authenticated;

/**
 * True when the caller is a current member (any role) of p_class_id.
 * Called by: authenticated (RLS policy of classes).
 */
create or replace function public.in_class(p_class_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.class_members as m
    where m.class_id = p_class_id
      and m.user_id = (select auth.uid())
      and m.left_at is null
  )
$$;

revoke all on function public.in_class(uuid) from public, anon, authenticated;
grant execute on function public.in_class(uuid) to authenticated;

/**
 * True when the caller may start a conversation in p_class_id: a current member of a class that is
 * not archived.
 * Called by: authenticated (the insert policy of conversations).
 */
create or replace function public.may_start_class_conversation(p_class_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.class_members as m
    join public.classes as c on c.id = m.class_id
    where m.class_id = p_class_id
      and m.user_id = (select auth.uid())
      and m.left_at is null
      and c.archived_at is null
  )
$$;

revoke all on function public.may_start_class_conversation(uuid) from public, anon, authenticated;
grant execute on function public.may_start_class_conversation(uuid) to authenticated;

/**
 * True when the caller teaches p_class_id and p_student_id is a current student member of it: the
 * teacher's read access to that student's conversations of the class.
 * Called by: authenticated (the teacher's select policy of conversations), the class RPCs.
 */
create or replace function public.sees_class_student(p_class_id uuid, p_student_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
      from public.class_members as m
      where m.class_id = p_class_id
        and m.user_id = p_student_id
        and m.role = 'student'
        and m.left_at is null
    )
    and public.teaches_class(p_class_id)
$$;

revoke all on function public.sees_class_student(uuid, uuid) from public, anon, authenticated;
grant execute on function public.sees_class_student(uuid, uuid) to authenticated;

/**
 * Raises 42501 unless the caller teaches p_class_id (or is an admin); 22023 for a null id.
 * Called by: the class RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.assert_teaches_class(p_class_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_class_id is null then
    raise exception 'invalid argument: class_id is required' using errcode = '22023';
  end if;
  if not public.teaches_class(p_class_id) then
    raise exception 'forbidden: only the class''s teachers and administrators may do this'
      using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.assert_teaches_class(uuid) from public;

/**
 * Before insert or update of a class: trims the texts, keeps the avoid list tidy (items trimmed,
 * empty ones and repeats dropped, first spelling kept) and refuses an item over 100 characters
 * (23514, classes_avoid_concepts_items_must_be_at_most_100_chars). On insert it fills created_by
 * (the caller), created_at (server clock) and a fresh join_code, whatever the row said.
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
      using errcode = '23514', constraint = 'classes_avoid_concepts_items_must_be_at_most_100_chars';
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := pg_catalog.now();
    new.join_code := private.new_join_code();
  end if;
  return new;
end;
$$;

revoke all on function private.classes_tidy() from public;

/**
 * After insert of a class: its creator becomes its first teacher.
 * Called by: the trigger on public.classes only.
 */
create or replace function private.classes_add_creator()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.created_by is not null then
    insert into public.class_members (class_id, user_id, role)
    values (new.id, new.created_by, 'teacher')
    on conflict (class_id, user_id) do nothing;
  end if;
  return null;
end;
$$;

revoke all on function private.classes_add_creator() from public;

/**
 * Before insert of a conversation with a class and no subject or level: the class's subject and
 * level become the conversation's.
 * Called by: the trigger on public.conversations only.
 */
create or replace function private.conversations_class_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.class_id is not null and (new.subject is null or new.grade_level is null) then
    select coalesce(new.subject, c.subject), coalesce(new.grade_level, c.grade_level)
      into new.subject, new.grade_level
    from public.classes as c
    where c.id = new.class_id;
  end if;
  return new;
end;
$$;

revoke all on function private.conversations_class_defaults() from public;

-- ============================================================================
-- RLS
-- ============================================================================

alter table public.classes enable row level security;
alter table public.class_members enable row level security;

revoke all on table public.classes from public, anon, authenticated;
grant select (
  id, name, subject, grade_level, daily_message_limit, archived_at, created_at, created_by
) on table public.classes to authenticated;
grant insert (
  name, subject, grade_level, instructions, avoid_concepts, join_code_expires_at, daily_message_limit
) on table public.classes to authenticated;
grant update (
  name, subject, grade_level, instructions, avoid_concepts, join_code_expires_at,
  daily_message_limit, archived_at
) on table public.classes to authenticated;
grant all on table public.classes to service_role;

-- created_by: the creator reads the row it just inserted (RETURNING) before the after-insert
-- trigger has made it a member.
create policy "Members, the creator and admins read a class"
  on public.classes for select
  to authenticated
  using (public.in_class(id) or created_by = (select auth.uid()) or public.is_admin());

create policy "Teachers and admins create classes"
  on public.classes for insert
  to authenticated
  with check (public.is_teacher() or public.is_admin());

create policy "The class's teachers and admins change it"
  on public.classes for update
  to authenticated
  using (public.teaches_class(id))
  with check (public.teaches_class(id));

revoke all on table public.class_members from public, anon, authenticated;
grant select on table public.class_members to authenticated;
grant all on table public.class_members to service_role;

create policy "Users read their own memberships; teachers and admins their classes' members"
  on public.class_members for select
  to authenticated
  using (user_id = (select auth.uid()) or public.teaches_class(class_id));

-- A conversation starts in a class only while its student is a member of that active class.
create policy "Class conversations start only in the student's own active classes"
  on public.conversations as restrictive for insert
  to authenticated
  with check (class_id is null or public.may_start_class_conversation(class_id));

create policy "Teachers read their classes' conversations of current members"
  on public.conversations for select
  to authenticated
  using (class_id is not null and public.sees_class_student(class_id, user_id));

-- The conversations sub-query runs under the reader's own policies: the student's own, or the
-- teacher's class conversations above.
create policy "Teachers read the messages of their classes' conversations"
  on public.messages for select
  to authenticated
  using (
    exists (
      select 1
      from public.conversations as c
      where c.id = conversation_id
        and c.class_id is not null
        and public.sees_class_student(c.class_id, c.user_id)
    )
  );

-- ============================================================================
-- FUNCTIONS (RPCs)
-- ============================================================================

/**
 * Grants or removes the teacher role of a user (writes raw_app_meta_data.is_teacher). Unknown user
 * or null arguments: 22023. Removing the flag ends the user's teaching access (teaches_class).
 * Called by: admins (authenticated + is_admin()); everyone else gets 42501.
 */
create or replace function public.set_user_teacher_role(target_user_id uuid, is_teacher_role boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();

  if target_user_id is null or is_teacher_role is null then
    raise exception 'invalid argument: target_user_id and is_teacher_role are required'
      using errcode = '22023';
  end if;

  update auth.users as u
  set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
      || pg_catalog.jsonb_build_object('is_teacher', is_teacher_role),
    updated_at = pg_catalog.now()
  where u.id = target_user_id;

  if not found then
    raise exception 'invalid argument: user % does not exist', target_user_id
      using errcode = '22023';
  end if;
end;
$$;

revoke all on function public.set_user_teacher_role(uuid, boolean) from public, anon, authenticated;
grant execute on function public.set_user_teacher_role(uuid, boolean) to authenticated;

/**
 * The caller joins the class of `code` (upper-cased, spaces and hyphens dropped) as a student and
 * gets the class id. Unknown, expired or archived code: 22023 "Este código no es válido o ha
 * caducado". Joining again is harmless (a current member stays as is; a student who left is a
 * member again from now on; a teacher stays a teacher).
 * Called by: authenticated; anon gets 42501.
 */
create or replace function public.join_class(code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(code, ''), '[\s-]+', '', 'g'));
  v_class uuid;
begin
  if v_user is null then
    raise exception 'Inicia sesión para unirte a una clase.' using errcode = '42501';
  end if;

  select c.id into v_class
  from public.classes as c
  where c.join_code = v_code
    and c.archived_at is null
    and (c.join_code_expires_at is null or c.join_code_expires_at > pg_catalog.now());
  if v_class is null then
    raise exception 'Este código no es válido o ha caducado' using errcode = '22023';
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (v_class, v_user, 'student')
  on conflict (class_id, user_id) do update
    set joined_at = pg_catalog.now(), left_at = null
    where m.left_at is not null;
  return v_class;
end;
$$;

revoke all on function public.join_class(text) from public, anon, authenticated;
grant execute on function public.join_class(text) to authenticated;

/**
 * The caller, a current student member of class_id, leaves it (left_at now): from then on the
 * class's teachers no longer read their conversations. Not a member: 22023 "No perteneces a esta
 * clase."; a teacher: 22023 (a class keeps its teachers).
 * Called by: authenticated; anon gets 42501.
 */
create or replace function public.leave_class(class_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_role text;
begin
  if v_user is null then
    raise exception 'Inicia sesión para salir de una clase.' using errcode = '42501';
  end if;

  select m.role into v_role
  from public.class_members as m
  where m.class_id = leave_class.class_id and m.user_id = v_user and m.left_at is null
  for update;
  if v_role is null then
    raise exception 'No perteneces a esta clase.' using errcode = '22023';
  end if;
  if v_role = 'teacher' then
    raise exception 'Un profesor no puede salir de su clase.' using errcode = '22023';
  end if;

  update public.class_members as m
  set left_at = pg_catalog.now()
  where m.class_id = leave_class.class_id and m.user_id = v_user;
end;
$$;

revoke all on function public.leave_class(uuid) from public, anon, authenticated;
grant execute on function public.leave_class(uuid) to authenticated;

/**
 * The display names of the current teachers of a class, creator first ('Profesor' when a teacher
 * has no name).
 * Called by: the class RPCs (as their owner). Not callable by API roles.
 */
create or replace function private.class_teacher_names(p_class_id uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.array_agg(
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Profesor')
      order by (m.user_id = c.created_by) desc, m.joined_at, m.user_id
    ),
    '{}'::text[]
  )
  from public.class_members as m
  join public.classes as c on c.id = m.class_id
  join auth.users as u on u.id = m.user_id
  where m.class_id = p_class_id and m.role = 'teacher' and m.left_at is null
$$;

revoke all on function private.class_teacher_names(uuid) from public;

/**
 * The caller's current memberships (student or teacher): the harmless columns of each class, the
 * caller's role and joined_at, and the teachers' names; active classes first, then by name.
 * Called by: authenticated (anon: 42501).
 */
create or replace function public.get_my_classes()
returns table (
  id uuid,
  name text,
  subject text,
  grade_level text,
  role text,
  joined_at timestamptz,
  teacher_names text[],
  archived_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'forbidden: sign in first' using errcode = '42501';
  end if;
  return query
  select c.id, c.name, c.subject, c.grade_level, m.role, m.joined_at,
    private.class_teacher_names(c.id), c.archived_at
  from public.class_members as m
  join public.classes as c on c.id = m.class_id
  where m.user_id = v_user and m.left_at is null
  order by c.archived_at is not null, c.name, c.id;
end;
$$;

revoke all on function public.get_my_classes() from public, anon, authenticated;
grant execute on function public.get_my_classes() to authenticated;

/**
 * The classes the caller teaches (admins: every class), with their current students, the
 * conversations and messages of those students in the class, the newest message's time and the
 * teachers' names; active classes first, newest first. Figures come from private.conversation_stats.
 * Called by: teachers and admins; everyone else gets 42501.
 */
create or replace function public.get_teacher_classes()
returns table (
  id uuid,
  name text,
  subject text,
  grade_level text,
  archived_at timestamptz,
  created_at timestamptz,
  student_count bigint,
  conversation_count bigint,
  message_count bigint,
  last_activity timestamptz,
  teacher_names text[],
  daily_message_limit integer
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
  v_admin boolean := public.is_admin();
begin
  if not (v_admin or public.is_teacher()) then
    raise exception 'forbidden: only teachers and administrators may call this function'
      using errcode = '42501';
  end if;

  return query
  with taught as (
    select c.*
    from public.classes as c
    where v_admin
      or exists (
        select 1 from public.class_members as t
        where t.class_id = c.id and t.user_id = v_user and t.role = 'teacher' and t.left_at is null
      )
  ),
  students as (
    select m.class_id, m.user_id
    from public.class_members as m
    where m.class_id in (select taught.id from taught)
      and m.role = 'student' and m.left_at is null
  ),
  figures as (
    select s.class_id,
      pg_catalog.count(cv.id) as conversations,
      coalesce(sum(st.message_count), 0)::bigint as messages,
      max(st.last_message_at) as last_at
    from students as s
    join public.conversations as cv on cv.class_id = s.class_id and cv.user_id = s.user_id
    left join private.conversation_stats as st on st.conversation_id = cv.id
    group by s.class_id
  )
  select t.id, t.name, t.subject, t.grade_level, t.archived_at, t.created_at,
    (select pg_catalog.count(*) from students as s where s.class_id = t.id),
    coalesce(f.conversations, 0)::bigint,
    coalesce(f.messages, 0)::bigint,
    f.last_at,
    private.class_teacher_names(t.id),
    t.daily_message_limit
  from taught as t
  left join figures as f on f.class_id = t.id
  order by t.archived_at is not null, t.created_at desc, t.id;
end;
$$;

revoke all on function public.get_teacher_classes() from public, anon, authenticated;
grant execute on function public.get_teacher_classes() to authenticated;

/**
 * Everything a teacher edits of class_id: the tutor's instructions, the avoid list, the join code
 * and its expiry, the daily limit, the archive date, and the e-mails of its current teachers.
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.get_class_settings(class_id uuid)
returns table (
  id uuid,
  name text,
  subject text,
  grade_level text,
  instructions text,
  avoid_concepts text[],
  join_code text,
  join_code_expires_at timestamptz,
  daily_message_limit integer,
  archived_at timestamptz,
  teacher_emails text[]
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
  select c.id, c.name, c.subject, c.grade_level, c.instructions, c.avoid_concepts, c.join_code,
    c.join_code_expires_at, c.daily_message_limit, c.archived_at,
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
  where c.id = get_class_settings.class_id;
end;
$$;

revoke all on function public.get_class_settings(uuid) from public, anon, authenticated;
grant execute on function public.get_class_settings(uuid) to authenticated;

/**
 * Gives class_id a fresh join code (the old one stops working at once) and returns it.
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.regenerate_class_code(class_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text;
begin
  perform private.assert_teaches_class(class_id);
  v_code := private.new_join_code();
  update public.classes as c set join_code = v_code where c.id = regenerate_class_code.class_id;
  return v_code;
end;
$$;

revoke all on function public.regenerate_class_code(uuid) from public, anon, authenticated;
grant execute on function public.regenerate_class_code(uuid) to authenticated;

/**
 * Adds the user with teacher_email (case-insensitive) as a teacher of class_id; a student member
 * becomes a teacher; already a teacher: nothing changes. No such user, or not a Profesor: 22023
 * "Este correo no pertenece a un profesor.".
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.add_class_teacher(class_id uuid, teacher_email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_teacher uuid;
begin
  perform private.assert_teaches_class(class_id);

  select u.id into v_teacher
  from auth.users as u
  where pg_catalog.lower(u.email) = pg_catalog.lower(btrim(coalesce(teacher_email, '')))
    and u.raw_app_meta_data -> 'is_teacher' = 'true'::jsonb;
  if v_teacher is null then
    raise exception 'Este correo no pertenece a un profesor.' using errcode = '22023';
  end if;

  insert into public.class_members as m (class_id, user_id, role)
  values (add_class_teacher.class_id, v_teacher, 'teacher')
  on conflict on constraint class_members_pkey do update
    set role = 'teacher', left_at = null,
      joined_at = case when m.left_at is null then m.joined_at else pg_catalog.now() end
    where m.role <> 'teacher' or m.left_at is not null;
end;
$$;

revoke all on function public.add_class_teacher(uuid, text) from public, anon, authenticated;
grant execute on function public.add_class_teacher(uuid, text) to authenticated;

/**
 * The current students of class_id with their figures in the class's conversations: how many
 * conversations and messages, the newest message's time, and the moments of understanding (replies
 * marked has_eureka). One aggregate from private.conversation_stats and the eureka index. Students
 * with no activity are listed with zeros; most recently active first, then by name.
 * Called by: the class's teachers and admins; everyone else gets 42501.
 */
create or replace function public.get_class_students(class_id uuid)
returns table (
  user_id uuid,
  display_name text,
  joined_at timestamptz,
  conversation_count bigint,
  message_count bigint,
  last_activity timestamptz,
  eureka_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
begin
  perform private.assert_teaches_class(class_id);
  return query
  with students as (
    select m.user_id, m.joined_at
    from public.class_members as m
    where m.class_id = get_class_students.class_id and m.role = 'student' and m.left_at is null
  ),
  figures as (
    select cv.user_id,
      pg_catalog.count(*) as conversations,
      coalesce(sum(st.message_count), 0)::bigint as messages,
      max(st.last_message_at) as last_at,
      coalesce(sum((
        select pg_catalog.count(*)
        from public.messages as ms
        where ms.conversation_id = cv.id and (ms.metadata -> 'has_eureka') = 'true'::jsonb
      )), 0)::bigint as eurekas
    from public.conversations as cv
    left join private.conversation_stats as st on st.conversation_id = cv.id
    where cv.class_id = get_class_students.class_id
      and cv.user_id in (select s.user_id from students as s)
    group by cv.user_id
  )
  select s.user_id,
    coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'Estudiante'),
    s.joined_at,
    coalesce(f.conversations, 0)::bigint,
    coalesce(f.messages, 0)::bigint,
    f.last_at,
    coalesce(f.eurekas, 0)::bigint
  from students as s
  join auth.users as u on u.id = s.user_id
  left join figures as f on f.user_id = s.user_id
  order by f.last_at desc nulls last, 2, s.user_id;
end;
$$;

revoke all on function public.get_class_students(uuid) from public, anon, authenticated;
grant execute on function public.get_class_students(uuid) to authenticated;

/**
 * "Nueva conversación" (replaces start_conversation(subject, grade_level)): as before, the caller's
 * newest empty conversation with this subject, level and class, or a new one. p_class_id: null, or
 * a class the caller currently belongs to (the insert policy refuses others with 42501); the
 * class's subject and level fill those left null.
 * Called by: authenticated (the chat's "Nueva conversación" button).
 */
drop function public.start_conversation(text, text);

create or replace function public.start_conversation(
  subject text,
  grade_level text,
  class_id uuid default null
)
returns public.conversations
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_row public.conversations;
  v_subject text := start_conversation.subject;
  v_level text := start_conversation.grade_level;
begin
  if v_user is null then
    raise exception 'Inicia sesión para empezar una conversación.' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('start_conversation:' || v_user::text, 0)
  );

  if start_conversation.class_id is not null then
    if not public.may_start_class_conversation(start_conversation.class_id) then
      raise exception 'No perteneces a esta clase.' using errcode = '42501';
    end if;
    select coalesce(v_subject, c.subject), coalesce(v_level, c.grade_level)
      into v_subject, v_level
    from public.classes as c
    where c.id = start_conversation.class_id;
  end if;

  select cv.* into v_row
  from public.conversations as cv
  where cv.user_id = v_user
    and cv.subject is not distinct from v_subject
    and cv.grade_level is not distinct from v_level
    and cv.class_id is not distinct from start_conversation.class_id
    and not exists (select 1 from public.messages as ms where ms.conversation_id = cv.id)
  order by cv.created_at desc, cv.id desc
  limit 1;

  if v_row.id is null then
    insert into public.conversations (user_id, subject, grade_level, class_id)
    values (v_user, v_subject, v_level, start_conversation.class_id)
    returning * into v_row;
  end if;
  return v_row;
end;
$$;

revoke all on function public.start_conversation(text, text, uuid) from public, anon, authenticated;
grant execute on function public.start_conversation(text, text, uuid) to authenticated;

-- ============================================================================
-- TRIGGERS
-- ============================================================================

create trigger classes_tidy
  before insert or update on public.classes
  for each row execute function private.classes_tidy();

create trigger classes_add_creator
  after insert on public.classes
  for each row execute function private.classes_add_creator();

create trigger conversations_class_defaults
  before insert on public.conversations
  for each row execute function private.conversations_class_defaults();

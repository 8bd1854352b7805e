-- Tutor demo seed, part 6 (after 05_announcements.sql): a teacher and two classes (docs/classes.md).
--   profesora@tutor.local / estudiante123 (teacher: raw_app_meta_data.is_teacher = true)
-- "Matemáticas 2°B" (code MATE2B7K): Ana, Mateo and Lucía; "Física 3° Preparatoria" (code PREPA3FS):
-- Luis and Valentina. Some of their seeded conversations belong to the class, the rest stay private.

insert into auth.users (
  id, aud, role, email, encrypted_password,
  email_confirmed_at, confirmation_token, confirmation_sent_at,
  recovery_token, email_change, email_change_token_new, email_change_token_current,
  email_change_confirm_status, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data,
  is_sso_user, is_anonymous, last_sign_in_at, created_at, updated_at
)
values (
  'a0000000-0000-4000-8000-00000000000c', 'authenticated', 'authenticated', 'profesora@tutor.local',
  -- bcrypt (cost 10) of estudiante123, as every non-admin seeded account
  '$2a$10$EHuD8O/J9XCOo1qwjUslXu6XRtt2MMqzsYYvIeym7YGYB4hwA.Omy',
  now() - interval '40 days', '', now() - interval '40 days',
  '', '', '', '',
  0, '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'is_teacher', true),
  jsonb_build_object(
    'sub', 'a0000000-0000-4000-8000-00000000000c', 'email', 'profesora@tutor.local',
    'email_verified', true, 'phone_verified', false, 'name', 'Elena Ruiz'
  ),
  false, false, now() - interval '1 day', now() - interval '40 days', now() - interval '40 days'
);

insert into auth.identities (
  id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at
)
values (
  'b0000000-0000-4000-8000-00000000000c', 'email', 'a0000000-0000-4000-8000-00000000000c',
  'a0000000-0000-4000-8000-00000000000c',
  jsonb_build_object(
    'sub', 'a0000000-0000-4000-8000-00000000000c', 'email', 'profesora@tutor.local',
    'email_verified', true, 'phone_verified', false
  ),
  now() - interval '1 day', now() - interval '40 days', now() - interval '40 days'
);

-- The classes (the insert triggers make the creator their teacher and give each a settings row with
-- a random code; the demo's codes are then fixed so docs and demos can name them).
insert into public.classes (id, name, subject, grade_level, daily_message_limit, created_by)
values
  ('e0000000-0000-4000-8000-000000000001', 'Matemáticas 2°B', 'Matemáticas', 'Secundaria', 50,
   'a0000000-0000-4000-8000-00000000000c'),
  ('e0000000-0000-4000-8000-000000000002', 'Física 3° Preparatoria', 'Física', 'Preparatoria', null,
   'a0000000-0000-4000-8000-00000000000c');

update public.classes set created_at = now() - interval '39 days'
where id in ('e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002');
update public.class_settings as s
set instructions = v.instructions, avoid_concepts = v.avoid_concepts, join_code = v.join_code
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 'MATE2B7K',
   'Usa ejemplos de la vida diaria (compras, deportes, recetas). Pide siempre que el estudiante explique su razonamiento antes de dar una pista.',
   array['fórmula general']),
  ('e0000000-0000-4000-8000-000000000002'::uuid, 'PREPA3FS',
   'Relaciona cada tema con un experimento sencillo que se pueda hacer en casa.',
   '{}'::text[])
) as v(class_id, join_code, instructions, avoid_concepts)
where s.class_id = v.class_id;
update public.class_members set joined_at = now() - interval '39 days'
where user_id = 'a0000000-0000-4000-8000-00000000000c';

insert into public.class_members (class_id, user_id, role, joined_at)
select v.class_id::uuid, ('a0000000-0000-4000-8000-00000000000' || v.user_no)::uuid, 'student',
  now() - v.days_ago * interval '1 day'
from (values
  ('e0000000-0000-4000-8000-000000000001', '2', 38.0),
  ('e0000000-0000-4000-8000-000000000001', '7', 18.9),
  ('e0000000-0000-4000-8000-000000000001', 'a', 0.0),
  ('e0000000-0000-4000-8000-000000000002', '3', 38.0),
  ('e0000000-0000-4000-8000-000000000002', '6', 25.9)
) as v(class_id, user_no, days_ago);

-- Class conversations: some of each member's seeded conversations of the class's subject.
update public.conversations as cv
set class_id = v.class_id::uuid
from (values
  ('c01', 'e0000000-0000-4000-8000-000000000001'),
  ('c26', 'e0000000-0000-4000-8000-000000000001'),
  ('c12', 'e0000000-0000-4000-8000-000000000001'),
  ('c25', 'e0000000-0000-4000-8000-000000000001'),
  ('c18', 'e0000000-0000-4000-8000-000000000002'),
  ('c27', 'e0000000-0000-4000-8000-000000000002')
) as v(key, class_id)
where cv.id = md5('tutor-seed-conversation-' || v.key)::uuid;

-- Tutor demo seed, part 6 (after 05_announcements.sql): two classes (docs/classes.md) of the
-- teacher seeded with the users (01_users.sql), profesora@tutor.local / estudiante123.
-- "Matemáticas 2°B" (code MATE2B7K): Ana, Mateo and Lucía; "Física 3° Preparatoria" (code PREPA3FS):
-- Luis and Valentina. Some of their seeded conversations belong to the class, the rest stay private.

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

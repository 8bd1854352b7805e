-- Synthetic dataset for `npm run bench:db`, part 4: one teacher (signed up with the other users in
-- generate/people.sql) and a class of 40 students whose class conversations hold 50,000 of the
-- 1,000,000 messages (the teacher's RPCs, docs/classes.md).
-- Included by scripts/bench/generate.sql (\ir) after part 3 (generate/messages.sql): the students
-- are users 1..40, and the conversations (whole, oldest ids first) are handed to them round-robin
-- until the class holds 50,000 messages.

-- The insert trigger makes the creator the class's teacher and draws its join code.
insert into public.classes (id, name, subject, grade_level, created_by)
values (
  'e0000000-0000-4000-8000-00000000be01', 'Clase de referencia', 'Matemáticas', 'Secundaria',
  'a0000000-0000-4000-8000-00000000be02'
);

insert into public.class_members (class_id, user_id, role, joined_at)
select 'e0000000-0000-4000-8000-00000000be01', u.id, 'student', u.created_at
from bench.users as u
where u.i between 1 and 40;

with picked as (
  select
    cv.id,
    sum(st.message_count) over (order by cv.id) as running,
    row_number() over (order by cv.id) as rn
  from public.conversations as cv
  join private.conversation_stats as st on st.conversation_id = cv.id
)
update public.conversations as cv
set class_id = 'e0000000-0000-4000-8000-00000000be01',
    user_id = (select u.id from bench.users as u where u.i = 1 + (p.rn % 40)::int)
from picked as p
where p.id = cv.id
  and p.running <= 50000;

-- Every tutor reply of the class's conversations carries a hint level, as a task's replies do
-- (docs/learning.md): 1 to 4 from a hash of the message id (the students list, the student's detail,
-- the weekly export and the Resumen read them).
update public.messages as ms
set metadata = ms.metadata || jsonb_build_object('hint_level', 1 + (abs(hashtext(ms.id::text)) % 4))
from public.conversations as cv
where cv.class_id = 'e0000000-0000-4000-8000-00000000be01'
  and ms.conversation_id = cv.id
  and ms.role = 'assistant';

-- Tutor demo seed, part 2 of 5 (after 01_users.sql): the students' conversations.

-- -----------------------------------------------------------------------------
-- 2. Conversations. user_no = last hex digit of the user id above. days_ago relative to now();
--    today_frac for conversations of today (seed.at). Ids: md5('tutor-seed-conversation-' || key).
-- -----------------------------------------------------------------------------
insert into public.conversations (id, user_id, title, subject, grade_level, created_at)
select
  md5('tutor-seed-conversation-' || v.key)::uuid,
  ('a0000000-0000-4000-8000-00000000000' || v.user_no)::uuid,
  v.title,
  v.subject,
  v.grade_level,
  seed.at(v.days_ago, v.today_frac)
from (values
  ('c01', '2', 57.2, null::numeric, 'Ecuaciones de primer grado', 'Matemáticas', 'Secundaria'),
  ('c02', '3', 51.5, null, 'Segunda ley de Newton', 'Física', 'Preparatoria'),
  ('c03', '1', 59.8, null, 'Prueba del tutor', null, null),
  ('c04', '4', 44.1, null, 'Fracciones equivalentes', 'Matemáticas', 'Primaria'),
  ('c05', '5', 37.4, null, 'Derivada de un producto', 'Matemáticas', 'Universidad'),
  ('c06', '2', 40.6, null, 'La fotosíntesis', 'Biología', 'Secundaria'),
  ('c07', '3', 33.3, null, 'Balanceo de ecuaciones químicas', 'Química', 'Preparatoria'),
  ('c08', '5', 30.2, null, 'Recursión en Python', 'Programación', 'Universidad'),
  ('c09', '4', 28.9, null, 'Los ríos de México', 'Geografía', 'Primaria'),
  ('c10', '6', 25.5, null, 'Causas de la Revolución Mexicana', 'Historia', 'Preparatoria'),
  ('c11', '2', 22.7, null, 'Present perfect en inglés', 'Inglés', 'Secundaria'),
  ('c12', '7', 18.4, null, 'Teorema de Pitágoras', 'Matemáticas', 'Secundaria'),
  ('c13', '3', 16.1, null, 'Oferta y demanda', 'Economía', 'Preparatoria'),
  ('c14', '6', 14.8, null, 'El imperativo categórico de Kant', 'Filosofía', 'Preparatoria'),
  ('c15', '8', 10.6, null, 'Complejidad de algoritmos', 'Programación', 'Universidad'),
  ('c16', '7', 9.3, null, 'Metáforas en un poema', 'Literatura', 'Secundaria'),
  ('c17', '5', 8.2, null, 'Integración por partes', 'Matemáticas', 'Universidad'),
  ('c18', '3', 6.4, null, 'Movimiento rectilíneo uniforme', 'Física', 'Preparatoria'),
  ('c19', '8', 5.1, null, 'Organizar mi tiempo de estudio', null, 'Universidad'),
  ('c20', '9', 3.7, null, 'Tablas de multiplicar', 'Matemáticas', 'Primaria'),
  ('c21', '2', 2.9, null, 'Ley de Ohm', 'Física', 'Secundaria'),
  ('c22', '6', 2.2, null, 'Configuración electrónica', 'Química', null),
  ('c23', '9', 1.4, null, 'Los planetas del sistema solar', 'Otra', 'Primaria'),
  ('c24', '7', 0.9, null, 'Ensayo argumentativo', 'Literatura', null),
  ('c25', 'a', null, 0.5, 'Porcentajes y descuentos', 'Matemáticas', 'Secundaria'),
  ('c26', '2', null, 0.75, 'Sistemas de ecuaciones', 'Matemáticas', 'Secundaria'),
  ('c27', '3', 45.0, null, 'Suma de vectores', 'Física', 'Preparatoria'),
  ('c28', '5', 20.0, null, 'Inflación y tasa de interés', 'Economía', 'Universidad')
) as v(key, user_no, days_ago, today_frac, title, subject, grade_level);

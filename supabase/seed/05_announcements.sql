-- Tutor demo seed, part 5 of 5 (after 01_users.sql): the admin's announcements; then the seed's
-- clock (01_users.sql) is dropped.

-- -----------------------------------------------------------------------------
-- 5. Announcements (created by the admin). Login: one always visible and not dismissible, one
--    dismissible with a button, one expired; chat: one; one inactive; one for both places.
--    expires_in, created_ago and updated_ago are in days, relative to now().
-- -----------------------------------------------------------------------------
insert into public.announcements (
  id, title, message, type, icon, show_on_login, show_on_chat, priority, button_text, button_url,
  dismissible, always_visible, expires_at, is_active, created_by, created_at, updated_at
)
select
  v.id::uuid, v.title, v.message, v.type, v.icon, v.show_on_login, v.show_on_chat, v.priority,
  v.button_text, v.button_url, v.dismissible, v.always_visible,
  now() + v.expires_in * interval '1 day', v.is_active,
  'a0000000-0000-4000-8000-000000000001'::uuid,
  now() - v.created_ago * interval '1 day', now() - v.updated_ago * interval '1 day'
from (values
  ('d0000000-0000-4000-8000-000000000001', 'Bienvenido a Tutor',
   'Tu tutor no te da las respuestas: te guía con preguntas para que aprendas de verdad. ¡Pregunta sin miedo!',
   'info', '🎓', true, false, 90, null, null, false, true, null::int, true, 59, 59),
  ('d0000000-0000-4000-8000-000000000002', 'Nueva función: sube fotos de tus ejercicios',
   'Ahora puedes adjuntar imágenes de tu cuaderno o de tu libro y el tutor te ayudará a analizarlas paso a paso.',
   'success', '📸', true, false, 60, '¿Qué es el método socrático?',
   'https://es.wikipedia.org/wiki/M%C3%A9todo_socr%C3%A1tico', true, false, 30, true, 12, 12),
  ('d0000000-0000-4000-8000-000000000003', 'Mantenimiento programado',
   'El sábado de 22:00 a 23:00 h el tutor puede tardar más en responder. Tus conversaciones están a salvo.',
   'warning', '🔧', false, true, 70, null, null, true, false, 7, true, 2, 2),
  ('d0000000-0000-4000-8000-000000000004', 'Semana de exámenes',
   'Durante la semana de exámenes el tutor estuvo disponible las 24 horas. ¡Mucho éxito!',
   'info', '📚', true, false, 80, null, null, true, false, -3, true, 20, 20),
  ('d0000000-0000-4000-8000-000000000005', 'Encuesta de satisfacción',
   'Ayúdanos a mejorar respondiendo una encuesta de 2 minutos.',
   'success', '📝', true, true, 40, 'Responder encuesta', 'https://example.com/encuesta',
   true, false, null, false, 30, 5),
  ('d0000000-0000-4000-8000-000000000006', 'Consejo de estudio',
   'Antes de preguntar, intenta explicar con tus palabras qué no entiendes: ¡a veces la respuesta aparece sola!',
   'info', '💡', false, true, 10, null, null, true, false, null, true, 40, 40)
) as v(
  id, title, message, type, icon, show_on_login, show_on_chat, priority, button_text, button_url,
  dismissible, always_visible, expires_in, is_active, created_ago, updated_ago
);

-- The seed's clock (01_users.sql) has served every part.
drop schema seed cascade;

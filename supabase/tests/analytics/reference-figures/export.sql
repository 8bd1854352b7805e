-- The reference research export (shared.sql says what the reference is).

CREATE OR REPLACE FUNCTION reference.export_conversations_data(start_date date, end_date date, export_limit integer DEFAULT 1000)
 RETURNS TABLE(conversation_id uuid, user_id text, user_grade_level text, subject text, grade_level text, title text, created_at timestamp with time zone, message_count bigint, user_message_count bigint, assistant_message_count bigint, duration_seconds numeric, completed boolean, breakthrough boolean, avg_response_time_ms numeric, messages jsonb)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
begin
  perform reference.assert_between('export_limit', export_limit, 1, 10000);

  return query
  with
    -- Pick the newest conversations first (their facts as the engagement figures read them).
    picked as (
      select f.*
      from reference.date_window(start_date, end_date) as w
      cross join lateral reference.conversation_facts(w.window_start, w.window_end) as f
      order by f.created_at desc, f.conversation_id
      limit export_limit
    )
  select
    p.conversation_id,
    private.pseudonym(p.user_id),
    u.raw_user_meta_data ->> 'grade_level',
    p.subject,
    p.grade_level,
    private.scrub_identifiers(p.title, np.parts),
    p.created_at,
    p.message_count,
    p.user_message_count,
    p.assistant_message_count,
    round(p.duration_seconds, 2),
    p.completed,
    p.breakthrough,
    round(p.response_time_sum / nullif(p.response_time_count, 0), 2),
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'role', ms.role,
            'content', private.scrub_identifiers(ms.content, np.parts),
            'created_at', ms.created_at,
            'has_eureka', coalesce(ms.metadata -> 'has_eureka' = 'true'::jsonb, false),
            'response_time_ms',
            case
              when ms.role = 'assistant' and jsonb_typeof(ms.metadata -> 'response_time_ms') = 'number'
                then ms.metadata -> 'response_time_ms'
            end
          )
          order by ms.created_at, ms.id
        )
        from public.messages as ms
        where ms.conversation_id = p.conversation_id
      ),
      '[]'::jsonb
    )
  from picked as p
  left join auth.users as u on u.id = p.user_id
  -- The owner's name forms, once per conversation rather than once per message.
  cross join lateral (
    select private.name_parts(u.raw_user_meta_data ->> 'name') as parts
  ) as np
  order by p.created_at desc, p.conversation_id;
end;
$function$
;

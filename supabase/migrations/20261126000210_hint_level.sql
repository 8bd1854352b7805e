-- The hint ladder (issue 23): each tutor reply of a task carries metadata.hint_level, 1 (an
-- orienting question) to 4 (a worked example with other numbers), written by the tutor function
-- (tutor_finish_turn). Students cannot write it (messages_guard_client_insert allows them only
-- `images`); the constraint keeps the stored value in range for every writer.

-- ============================================================================
-- TABLE
-- ============================================================================

alter table public.messages
  add constraint messages_metadata_hint_level_must_be_1_to_4 check (
    case
      when metadata ? 'hint_level' then
        jsonb_typeof(metadata -> 'hint_level') = 'number'
        and (metadata ->> 'hint_level')::numeric in (1, 2, 3, 4)
      else true
    end
  );

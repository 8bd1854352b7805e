/**
 * The admin RPCs `npm run bench:db` times, in one list. To time a new admin RPC, add one line:
 * an RPC over a date range (start_date, end_date) goes into RANGE_RPCS (e.g. 'get_gate_activity',
 * 'get_reply_feedback'); anything else becomes one entry of OTHER_CASES.
 */
export interface BenchCase {
  name: string;
  sql: string;
  params: unknown[];
}

/** Admin RPCs called as f(start_date => $1, end_date => $2) over the last 30 days. */
export const RANGE_RPCS: readonly string[] = [
  'get_engagement_stats',
  'get_learning_patterns',
  'get_tutor_quality',
];

/** The bench dataset's class (scripts/bench/generate/classes.sql). */
export const BENCH_CLASS_ID = 'e0000000-0000-4000-8000-00000000be01';

const OTHER_CASES: readonly BenchCase[] = [
  { name: 'get_admin_stats()', sql: 'select * from public.get_admin_stats()', params: [] },
  { name: 'get_usage_overview()', sql: 'select public.get_usage_overview() as result', params: [] },
  {
    name: 'get_users_list(1, 20, null)',
    sql: 'select * from public.get_users_list(page_num => $1, page_size => $2, search_term => $3)',
    params: [1, 20, null],
  },
  {
    name: "get_users_list(1, 20, 'mar')",
    sql: 'select * from public.get_users_list(page_num => $1, page_size => $2, search_term => $3)',
    params: [1, 20, 'mar'],
  },
  {
    name: 'get_users_list(250, 20, null)',
    sql: 'select * from public.get_users_list(page_num => $1, page_size => $2, search_term => $3)',
    params: [250, 20, null],
  },
  {
    name: 'get_recent_activity(50)',
    sql: 'select * from public.get_recent_activity(limit_num => $1)',
    params: [50],
  },
  {
    name: 'get_recent_activity(100)',
    sql: 'select * from public.get_recent_activity(limit_num => $1)',
    params: [100],
  },
  {
    name: 'get_safety_alerts(50)',
    sql: 'select * from public.get_safety_alerts(limit_num => $1)',
    params: [50],
  },
  // The teacher's RPCs on the class of 40 students and 50,000 messages (generate/classes.sql).
  {
    name: 'get_class_students(class of 40, 50k messages)',
    sql: 'select * from public.get_class_students(class_id => $1)',
    params: [BENCH_CLASS_ID],
  },
  {
    // One student's weeks by subject (the student's detail on the "Estudiantes" tab).
    name: 'get_class_student_progress(class of 40, one student)',
    sql: `select * from public.get_class_student_progress(p_class_id => $1,
      p_student_id => (select m.user_id from public.class_members as m
        where m.class_id = $1 and m.role = 'student' order by m.user_id limit 1))`,
    params: [BENCH_CLASS_ID],
  },
  {
    name: 'export_class_weekly(class of 40)',
    sql: 'select * from public.export_class_weekly(class_id => $1)',
    params: [BENCH_CLASS_ID],
  },
  { name: 'get_teacher_classes()', sql: 'select * from public.get_teacher_classes()', params: [] },
  {
    name: 'get_class_safety_alerts(class of 40)',
    sql: 'select * from public.get_class_safety_alerts(class_id => $1)',
    params: [BENCH_CLASS_ID],
  },
  {
    name: 'export_class_activity(class of 40, first 250)',
    sql: 'select * from public.export_class_activity(class_id => $1, page_offset => 0, page_size => 250)',
    params: [BENCH_CLASS_ID],
  },
  {
    name: "get_active_announcements('login')",
    sql: 'select * from public.get_active_announcements(location => $1)',
    params: ['login'],
  },
];

/**
 * Every case for the range [minus30, today]; `exportCursor` is the (created_at, id) of a row in the
 * middle of the window, so a later page of the export is timed too.
 */
export function benchCases(
  today: string,
  minus30: string,
  exportCursor: { createdAt: string; id: string },
): BenchCase[] {
  const range = [minus30, today];
  return [
    ...OTHER_CASES,
    ...RANGE_RPCS.map((name) => ({
      name: `${name}(30 d)`,
      sql: `select * from public.${name}(start_date => $1, end_date => $2)`,
      params: range,
    })),
    {
      name: 'get_engagement_stats(30 d, class of 40)',
      sql: 'select * from public.get_engagement_stats(start_date => $1, end_date => $2, class_filter => $3)',
      params: [...range, BENCH_CLASS_ID],
    },
    // "Aciertos sin ayuda" (~20,000 challenges, generate/challenges.sql): the admin's analytics and
    // the class view's table (its last 90 days, with the class's filter).
    {
      name: 'get_challenge_stats(30 d)',
      sql: 'select * from public.get_challenge_stats(start_date => $1, end_date => $2)',
      params: range,
    },
    {
      name: 'get_challenge_stats(90 d, class of 40)',
      sql: `select * from public.get_challenge_stats(start_date => $1::date - 89, end_date => $1::date,
              class_filter => $2)`,
      params: [today, BENCH_CLASS_ID],
    },
    // The class's "Resumen": its tab's week, and a month.
    {
      name: 'get_class_digest(7 d, class of 40)',
      sql: `select public.get_class_digest(p_class_id => $1, p_start => $2::date - 6,
              p_end => $2::date) as result`,
      params: [BENCH_CLASS_ID, today],
    },
    {
      name: 'get_class_digest(30 d, class of 40)',
      sql: 'select public.get_class_digest(p_class_id => $1, p_start => $2, p_end => $3) as result',
      params: [BENCH_CLASS_ID, ...range],
    },
    // The messages behind the Resumen's "Preguntas parecidas": the tab's week, the latest 400.
    {
      name: 'get_class_student_messages(7 d, class of 40)',
      sql: `select * from public.get_class_student_messages(p_class_id => $1,
              p_start => $2::date - 6, p_end => $2::date)`,
      params: [BENCH_CLASS_ID, today],
    },
    {
      name: 'get_cohort_retention(30 d)',
      sql: 'select * from public.get_cohort_retention(cohort_start_date => $1, cohort_end_date => $2)',
      params: range,
    },
    {
      name: 'export_conversations_page(30 d, first 250)',
      sql: 'select * from public.export_conversations_page(start_date => $1, end_date => $2, page_size => 250)',
      params: range,
    },
    {
      name: 'export_conversations_page(30 d, middle 250)',
      sql: `select * from public.export_conversations_page(start_date => $1, end_date => $2,
              page_size => 250, after_created_at => $3, after_id => $4)`,
      params: [...range, exportCursor.createdAt, exportCursor.id],
    },
  ];
}

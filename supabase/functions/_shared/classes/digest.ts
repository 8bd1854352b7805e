/**
 * The JSON get_class_digest(class_id, start, end) returns: a class's "Resumen" of a period
 * (docs/classes.md, "Resumen"). One shape for the class page that shows it and the weekly e-mail
 * that sends part of it. Types only.
 */
export interface ClassDigest {
  start: string;
  end: string;
  totals: {
    students: number;
    active_students: number;
    student_messages: number;
    tutor_replies: number;
    conversations: number;
  };
  subjects: {
    subject: string;
    students: number;
    conversations: number;
    messages: number;
    deep_hints: number;
    not_understood: number;
  }[];
  topics: { topic: string; students: number; conversations: number }[];
  stuck: {
    deep_hints: number;
    not_understood: number;
    challenges_not_solved: number;
    gave_up: number;
    repeated_questions: number;
  };
  need_help: {
    user_id: string;
    name: string;
    deep_hints: number;
    not_understood: number;
    challenges_tried: number;
  }[];
  went_well: { subject: string; solved: number; first_try: number; students: number }[];
  /** The class's safety alerts recorded in the period, by level (counts only, never the text). */
  alerts: { alta: number; revisar: number };
}

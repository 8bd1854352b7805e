/**
 * Per-reply feedback (public.message_feedback): the three ratings the database accepts, in the
 * order the buttons show them, and their Spanish labels. One home for the chat's buttons, the
 * admin's feedback table and the database tests. Pure module.
 */
export const REPLY_FEEDBACK_RATINGS = ['helped', 'gave_answer', 'not_understood'] as const;

export type ReplyFeedbackRating = (typeof REPLY_FEEDBACK_RATINGS)[number];

export const REPLY_FEEDBACK_LABELS: Record<ReplyFeedbackRating, string> = {
  helped: 'Me ayudó',
  gave_answer: 'Me dio la respuesta',
  not_understood: 'No lo entendí',
};

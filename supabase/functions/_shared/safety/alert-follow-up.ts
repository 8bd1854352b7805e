/**
 * The follow-up of a safety alert: its states in order, the states a person may move it to, and the
 * private note's limit. public.safety_alerts' checks and set_safety_alert_status hold the same
 * rules; the admin screen and the database tests read them from here. Pure.
 */

export const ALERT_STATES = ['new', 'in_review', 'resolved'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** A person moves an alert to these; back to 'new' is refused (someone has looked at it). */
export const ALERT_TARGET_STATES = [
  'in_review',
  'resolved',
] as const satisfies readonly AlertState[];
export type AlertTarget = (typeof ALERT_TARGET_STATES)[number];

/** safety_alerts.note and safety_alert_events.note hold at most this many characters. */
export const ALERT_NOTE_MAX_CHARS = 500;

/** The moves offered from each state (the same state again is refused by the database). */
export function nextStates(state: string): AlertTarget[] {
  return ALERT_TARGET_STATES.filter((target) => target !== state);
}

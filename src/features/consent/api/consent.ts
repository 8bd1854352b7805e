import { callFunction } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';

/** The caller's consent state (get_my_consent); pending false for every account not waiting. */
export interface MyConsent {
  pending: boolean;
  guardian_email: string | null;
  sent_at: string | null;
  resend_after: string | null;
  delete_after: string | null;
}

export async function getMyConsent(): Promise<MyConsent> {
  const { data, error } = await supabase.rpc('get_my_consent');
  if (error) throw error;
  const row = (data as MyConsent[] | null)?.[0];
  return (
    row ?? {
      pending: false,
      guardian_email: null,
      sent_at: null,
      resend_after: null,
      delete_after: null,
    }
  );
}

/**
 * Asks the consent function to e-mail the guardian a new link (an earlier one stops working). The
 * app's address travels along for the local stack, which accepts it only on this machine.
 */
export function sendConsentEmail(unreachable: string): Promise<{ sent_to: string }> {
  return callFunction<{ sent_to: string }>(
    'consent',
    { action: 'send', app_url: window.location.origin },
    unreachable,
  );
}

export type LinkStatus = 'valid' | 'used' | 'expired' | 'unknown';

/** What a consent link is (public RPC; the student's name only while it is valid). */
export async function consentLinkStatus(
  token: string,
): Promise<{ status: LinkStatus; studentName: string | null }> {
  const { data, error } = await supabase.rpc('consent_link_status', { p_token: token });
  if (error) throw error;
  const row = (data as { status: LinkStatus; student_name: string | null }[] | null)?.[0];
  return { status: row?.status ?? 'unknown', studentName: row?.student_name ?? null };
}

/** The guardian accepts; throws the database's Spanish refusal (used, expired, unknown link). */
export async function acceptConsent(token: string): Promise<void> {
  const { error } = await supabase.rpc('consent_accept', { p_token: token });
  if (error) throw error;
}

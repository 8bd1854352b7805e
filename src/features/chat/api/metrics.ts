import { supabase } from '@/lib/supabase';

import type { MessageMetricsInsert } from '../types';

export async function insertMessageMetrics(input: MessageMetricsInsert): Promise<void> {
  const { error } = await supabase.from('message_metrics').insert(input);
  if (error) throw error;
}

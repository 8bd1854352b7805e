import { callFunction } from '@/lib/function-errors';
import type { GroupSummary } from '@shared/classes/group-summaries';

import { digestAiTexts } from '../digest-ai-texts';

/**
 * The class-digest function: the model-written summary of each "Preguntas parecidas" group of the
 * period (the class's teachers only), or null when the deployment has no model key.
 */
export async function getGroupSummaries(
  classId: string,
  start: string,
  end: string,
): Promise<GroupSummary[] | null> {
  const data = await callFunction<{ summaries: GroupSummary[] | null }>(
    'class-digest',
    { class_id: classId, start, end },
    digestAiTexts.summariesFailed,
  );
  return data.summaries;
}

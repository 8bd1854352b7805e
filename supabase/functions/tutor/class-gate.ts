/**
 * The class's avoid list on a reply (docs/tutor.md "Classes"): a reply that names an avoided
 * concept goes through the answer-leak gate's rewrite (same prompt, the concept as its reason), the
 * rewrite is checked again, and the gate's general guidance is served when it still names one (or
 * would state the task's answer) or the call fails. The concept never reaches the response or the
 * stored metadata.
 */
import { avoidedConceptIn, avoidedRewriteReason } from '../_shared/classes/class-policy.ts';
import {
  buildRewriteMessages,
  GATE_FALLBACK_REPLY,
  type GateInput,
  REWRITE_PARAMS,
} from '../_shared/tutor/gate.ts';

import { chatCompletion, type OpenAILike } from './model.ts';
import type { TurnContext } from './turn-context.ts';

/** metadata.class_avoid of a reply the avoid list changed. */
export interface AvoidOutcome {
  rewritten: boolean;
  fallback: boolean;
}

/** The demo tutor's canned reply: the general guidance instead when it names an avoided concept. */
export function avoidInDemo(
  content: string,
  avoid: readonly string[],
): { content: string; avoided: AvoidOutcome | null } {
  if (!avoidedConceptIn(content, avoid)) return { content, avoided: null };
  return { content: GATE_FALLBACK_REPLY, avoided: { rewritten: true, fallback: true } };
}

export async function keepAvoidedOut(
  ctx: TurnContext,
  client: OpenAILike,
  input: GateInput & {
    avoid: readonly string[];
    /** True when a text states the task's answer (the leak gate's answer check). */
    revealsAnswer?: (text: string) => boolean;
  },
): Promise<{ content: string; avoided: AvoidOutcome | null }> {
  const concept = avoidedConceptIn(input.reply, input.avoid);
  if (!concept) return { content: input.reply, avoided: null };
  const fallback = { content: GATE_FALLBACK_REPLY, avoided: { rewritten: true, fallback: true } };
  let rewrite: string;
  try {
    const answer = await chatCompletion(
      client,
      {
        model: ctx.config.model,
        messages: buildRewriteMessages({ ...input, reason: avoidedRewriteReason(concept) }),
        ...REWRITE_PARAMS,
      },
      { attempts: 1, timeoutMs: ctx.left },
    );
    ctx.tokens += answer.totalTokens;
    rewrite = answer.content;
  } catch (cause) {
    console.error('tutor: la reescritura por un concepto a evitar falló', cause);
    return fallback;
  }
  if (avoidedConceptIn(rewrite, input.avoid) || input.revealsAnswer?.(rewrite)) return fallback;
  return { content: rewrite, avoided: { rewritten: true, fallback: false } };
}

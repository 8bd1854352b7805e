/**
 * The class's policy on a reply (docs/tutor.md "Classes"), checked before anything is stored: a
 * reply that repeats the teacher's instructions, names a person they name, names an avoided concept
 * (however disguised) or talks about the avoid list (classPolicyLeak) goes through the answer-leak
 * gate's rewrite (same prompt, the leak as its reason), the rewrite is checked again, and the gate's
 * general guidance is served when it still leaks (or would state the task's answer) or the call
 * fails. Neither the instructions, the concept nor the fact that the policy changed the reply
 * reaches the response or the stored message.
 */
import {
  type ClassPolicy,
  classPolicyLeak,
  policyRewriteReason,
} from '../_shared/classes/class-policy.ts';
import { GATE_FALLBACK_REPLIES, type GateInput } from '../_shared/tutor/gate.ts';
import { DEFAULT_LANGUAGE, type TutorLanguage } from '../_shared/tutor/language.ts';

import { rewriteOnce } from './leak-gate.ts';
import type { OpenAILike } from './model.ts';
import type { TurnContext } from './turn-context.ts';

/** What the class's policy did to a reply (logged, never stored where the student reads). */
export interface PolicyOutcome {
  kind: 'instructions' | 'avoid' | 'list';
  rewritten: boolean;
  fallback: boolean;
}

type Policy = Pick<ClassPolicy, 'instructions' | 'avoidConcepts'> | null;

function logged(outcome: PolicyOutcome): PolicyOutcome {
  console.warn(
    `tutor: la política de la clase cambió la respuesta (${outcome.kind}${outcome.fallback ? ', guía general' : ', reescrita'})`,
  );
  return outcome;
}

/** The demo tutor's canned reply: the general guidance instead when it leaks the class's policy. */
export function policyInDemo(
  content: string,
  policy: Policy,
  studentTexts: readonly string[],
  language: TutorLanguage = DEFAULT_LANGUAGE,
): { content: string; outcome: PolicyOutcome | null } {
  const leak = classPolicyLeak(content, policy, studentTexts);
  if (!leak) return { content, outcome: null };
  return {
    content: GATE_FALLBACK_REPLIES[language],
    outcome: logged({ kind: leak.kind, rewritten: true, fallback: true }),
  };
}

export async function keepPolicy(
  ctx: TurnContext,
  client: OpenAILike,
  input: GateInput & {
    policy: Policy;
    /** The student's own messages: a name they wrote is theirs to hear back. */
    studentTexts: readonly string[];
    /** True when a text states the task's answer (the leak gate's answer check). */
    revealsAnswer?: (text: string) => boolean;
  },
): Promise<{ content: string; outcome: PolicyOutcome | null }> {
  const leak = classPolicyLeak(input.reply, input.policy, input.studentTexts);
  if (!leak) return { content: input.reply, outcome: null };
  const fallback = () => ({
    content: GATE_FALLBACK_REPLIES[ctx.language],
    outcome: logged({ kind: leak.kind, rewritten: true, fallback: true }),
  });
  const rewrite = await rewriteOnce(
    ctx,
    client,
    { ...input, reason: policyRewriteReason(leak), language: ctx.language },
    'tutor: la reescritura por la política de la clase falló',
  );
  if (
    rewrite === null ||
    classPolicyLeak(rewrite, input.policy, input.studentTexts) ||
    input.revealsAnswer?.(rewrite)
  ) {
    return fallback();
  }
  return {
    content: rewrite,
    outcome: logged({ kind: leak.kind, rewritten: true, fallback: false }),
  };
}

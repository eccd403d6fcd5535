import { z } from 'zod';
import { JUDGE_TIMEOUT_MS } from '../../shared/scoring';
import { LlmError, type LlmClient, type LlmMessage } from '../llm/port';
import { error, type AssertionSpec, type ScoringTranscript, type Verdict } from './types';

const ZJudgeAnswer = z.object({
  verdict: z.enum(['PASSED', 'FAILED']),
  reason: z.string().trim().min(1).max(2000),
  turn: z.number().int().min(0).nullish(),
});

/** Numbered lines, so the judge can point at a turn by the number people see. */
export function renderTranscript(t: ScoringTranscript): string {
  if (!t.messages.length) return '(no messages)';
  return t.messages.map((m) => `[${m.position}] ${m.role === 'agent' ? 'AGENT' : 'CALLER'}: ${m.content}`).join('\n');
}

export function judgePrompt(t: ScoringTranscript, a: AssertionSpec): LlmMessage[] {
  const criteria = [
    `Assertion: ${a.assertionText || a.name}`,
    a.passCriteria ? `It PASSES when: ${a.passCriteria}` : '',
    a.failCriteria ? `It FAILS when: ${a.failCriteria}` : '',
  ].filter(Boolean);
  const examples = (a.fewShotExamples ?? []).map(
    (e, i) => `Example ${i + 1}:\n${e.transcript}\n→ ${JSON.stringify({ verdict: e.verdict, reason: e.reason ?? '' })}`,
  );
  return [
    {
      role: 'system',
      content:
        'You judge one assertion about a conversation between a CALLER and an AI AGENT. Judge only what the transcript shows. ' +
        'Answer with a JSON object only: {"verdict":"PASSED"|"FAILED","reason":"one or two sentences","turn":<the [number] of the message your reason points at, or null>}.',
    },
    { role: 'user', content: [...criteria, examples.length ? `\n${examples.join('\n\n')}` : '', `\nTranscript:\n${renderTranscript(t)}`].join('\n') },
  ];
}

/** Reads a judge's answer; tolerates a fenced code block around the JSON, nothing else. */
export function parseJudgeAnswer(text: string, t: ScoringTranscript): Verdict {
  const body = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return error(`The judge did not answer with JSON: ${JSON.stringify(text.slice(0, 120))}`);
  }
  const parsed = ZJudgeAnswer.safeParse(raw);
  if (!parsed.success) return error(`The judge's answer is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'} ${i.message}`).join('; ')}`);
  const { verdict, reason, turn } = parsed.data;
  // A turn the transcript does not have is dropped rather than highlighted somewhere wrong.
  const known = turn != null && t.messages.some((m) => m.position === turn) ? turn : null;
  return { status: verdict, reason, turn: known };
}

/**
 * The LLM judge: transcript + assertion text + criteria + few-shot examples → a verdict. With
 * no model configured the assertion is SKIPPED (never passed); a failed or slow model call is
 * an ERROR with its reason, so the run still finishes.
 */
export async function judge(t: ScoringTranscript, a: AssertionSpec, llm: LlmClient | null, timeoutMs = JUDGE_TIMEOUT_MS): Promise<Verdict> {
  if (!llm) return { status: 'SKIPPED', reason: 'Needs an LLM: no model is configured for this workspace', turn: null };
  try {
    const answer = await llm.complete({ messages: judgePrompt(t, a), temperature: 0, json: true, timeoutMs, maxTokens: 400 });
    return parseJudgeAnswer(answer.text, t);
  } catch (e) {
    if (e instanceof LlmError && e.kind === 'TIMEOUT') return error(`The judge did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`);
    return error(`The judge could not be reached: ${(e as Error).message}`);
  }
}

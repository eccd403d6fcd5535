import { percentile } from '../../shared/stats';
import type { ConversationMetrics, ScoringTranscript } from './types';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * What thresholds compare against. Chat conversations measure reply latency and time to the
 * first word; monologue length and interruptions need audio, so they stay null on chat and a
 * threshold on them is reported as not measured rather than passed. Talk ratio on chat is the
 * agent's share of the words.
 */
export function conversationMetrics(t: ScoringTranscript): ConversationMetrics {
  const agent = t.messages.filter((m) => m.role === 'agent');
  const latencies = agent.map((m) => m.fullReplyMs).filter((v): v is number => v != null);
  const agentWords = agent.reduce((s, m) => s + words(m.content), 0);
  const allWords = t.messages.reduce((s, m) => s + words(m.content), 0);
  return {
    latencyP50Ms: latencies.length ? percentile(latencies, 50) : null,
    latencyP90Ms: latencies.length ? percentile(latencies, 90) : null,
    latencyMaxMs: latencies.length ? Math.max(...latencies) : null,
    timeToFirstWordMs: agent[0]?.firstByteMs ?? null,
    longestMonologueMs: null,
    interruptions: null,
    talkRatio: allWords ? agentWords / allWords : null,
    agentTurns: agent.length,
  };
}

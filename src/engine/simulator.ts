import type { CallerTurn, Persona } from './personas/port';
import { PersonaError } from './personas/port';
import { AgentError } from './transports/agent-error';
import type { AgentReply, ChatMessage, ChatSession, ConversationOutcome, TranscriptMessage } from './types';

export interface SimulateOptions {
  session: ChatSession;
  persona: Persona;
  /** Most messages the tester may send; a script longer than this is cut and the system ends the call. */
  maxTurns: number;
  /** Called with every message as it happens, so the transcript is stored live. */
  onMessage?: (message: TranscriptMessage) => Promise<void> | void;
  signal?: AbortSignal;
}

/**
 * Drives one conversation between a persona and an agent and says how it ended. Agent latency
 * is measured by the transport around the agent's own request only; the time the caller takes
 * to decide (an LLM caller's model call) is kept apart as the tester message's `thinkMs`.
 */
export async function simulateConversation(opts: SimulateOptions): Promise<ConversationOutcome> {
  const start = performance.now();
  const messages: TranscriptMessage[] = [];
  const history: ChatMessage[] = [];
  const elapsed = () => Math.round(performance.now() - start);
  const record = async (m: Omit<TranscriptMessage, 'position'>) => {
    const message = { ...m, position: messages.length };
    messages.push(message);
    await opts.onMessage?.(message);
  };
  const end = (
    ender: ConversationOutcome['ender'],
    reason: ConversationOutcome['reason'],
    error?: string,
    detail?: string,
  ): ConversationOutcome => ({ ender, reason, error, detail, messages, durationMs: elapsed() });

  for (let sent = 0; ; sent++) {
    if (opts.signal?.aborted) return end('SYSTEM', 'CANCELLED');
    const thinkStart = performance.now();
    let turn: CallerTurn;
    try {
      turn = await opts.persona.next({ transcript: messages, signal: opts.signal });
    } catch (error) {
      if (opts.signal?.aborted) return end('SYSTEM', 'CANCELLED');
      if (!(error instanceof PersonaError)) throw error;
      return end('SYSTEM', 'CALLER_ERROR', error.message);
    }
    const thinkMs = round1(performance.now() - thinkStart);
    if (turn.say === undefined) return end('TESTER', turn.end.reason, undefined, turn.end.detail);
    if (sent >= opts.maxTurns) return end('SYSTEM', 'MAX_TURNS_REACHED');

    await record({ role: 'tester', content: turn.say, atMs: elapsed(), thinkMs });
    history.push({ role: 'user', content: turn.say });
    let reply: AgentReply;
    try {
      reply = await opts.session.send(turn.say, history);
      if (!reply.text.trim() && !reply.endCall) throw new AgentError('BAD_RESPONSE', 'Agent sent an empty reply');
    } catch (error) {
      if (!(error instanceof AgentError)) throw error;
      return end('SYSTEM', error.kind === 'TIMEOUT' ? 'SESSION_TIMEOUT' : 'AGENT_ERROR', error.message);
    }
    history.push({ role: 'assistant', content: reply.text });
    await record({
      role: 'agent',
      content: reply.text,
      atMs: elapsed(),
      firstByteMs: round1(reply.firstByteMs),
      fullReplyMs: round1(reply.fullReplyMs),
    });
    // The caller chose to hang up after its last words: it ended the call, whatever the agent said.
    if (turn.end) return end('TESTER', turn.end.reason, undefined, turn.end.detail);
    if (reply.endCall) return end('AGENT', 'AGENT_ENDED_CALL');
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

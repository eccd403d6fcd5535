import type { Persona } from './personas/scripted';
import { AgentError } from './transports/agent-error';
import type { ChatMessage, ChatSession, ConversationOutcome, TranscriptMessage } from './types';

export interface SimulateOptions {
  session: ChatSession;
  persona: Persona;
  /** Most messages the tester may send; a script longer than this is cut and the system ends the call. */
  maxTurns: number;
  /** Called with every message as it happens, so the transcript is stored live. */
  onMessage?: (message: TranscriptMessage) => Promise<void> | void;
  signal?: AbortSignal;
}

/** Drives one conversation between a persona and an agent and says how it ended. */
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
  const end = (ender: ConversationOutcome['ender'], reason: ConversationOutcome['reason'], error?: string): ConversationOutcome => ({
    ender,
    reason,
    error,
    messages,
    durationMs: elapsed(),
  });

  for (let sent = 0; ; sent++) {
    if (opts.signal?.aborted) return end('SYSTEM', 'CANCELLED');
    const line = opts.persona.next(sent);
    if (line === null) return end('TESTER', 'SCRIPT_COMPLETED');
    if (sent >= opts.maxTurns) return end('SYSTEM', 'MAX_TURNS_REACHED');

    await record({ role: 'tester', content: line, atMs: elapsed() });
    history.push({ role: 'user', content: line });
    let reply;
    try {
      reply = await opts.session.send(line, history);
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
    if (reply.endCall) return end('AGENT', 'AGENT_ENDED_CALL');
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

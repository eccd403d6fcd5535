import { describe, expect, it } from 'vitest';
import { clinicReply } from './demo-agent/clinic';
import { type CallerTurn, type Persona, PersonaError } from './personas/port';
import { scriptedPersona } from './personas/scripted';
import { simulateConversation } from './simulator';
import { AgentError } from './transports/agent-error';
import type { AgentReply, ChatMessage, ChatSession } from './types';

function fakeSession(answer: (history: ChatMessage[]) => AgentReply | Error): ChatSession & { calls: number } {
  const session = {
    calls: 0,
    async send(_message: string, history: ChatMessage[]) {
      session.calls++;
      const result = answer(history);
      if (result instanceof Error) throw result;
      return result;
    },
    async close() {},
  };
  return session;
}
const reply = (text: string, endCall = false): AgentReply => ({ text, endCall, firstByteMs: 1, fullReplyMs: 2 });

describe('simulateConversation with the scripted persona', () => {
  it('sends the initial message then each turn, and the tester ends after the last', async () => {
    const session = fakeSession(() => reply('ok'));
    const seen: string[] = [];
    const out = await simulateConversation({
      session,
      persona: scriptedPersona('hi', [{ expectedResponse: 'a' }, { expectedResponse: 'b' }]),
      maxTurns: 10,
      onMessage: (m) => void seen.push(`${m.role}:${m.content}`),
    });
    expect(seen).toEqual(['tester:hi', 'agent:ok', 'tester:a', 'agent:ok', 'tester:b', 'agent:ok']);
    expect(out).toMatchObject({ ender: 'TESTER', reason: 'SCRIPT_COMPLETED', error: undefined });
    expect(out.messages.map((m) => m.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops at maxTurns and says the system ended it', async () => {
    const session = fakeSession(() => reply('ok'));
    const out = await simulateConversation({
      session,
      persona: scriptedPersona('hi', [{ expectedResponse: 'a' }, { expectedResponse: 'b' }]),
      maxTurns: 2,
    });
    expect(session.calls).toBe(2);
    expect(out).toMatchObject({ ender: 'SYSTEM', reason: 'MAX_TURNS_REACHED' });
  });

  it('lets the agent end the call', async () => {
    const out = await simulateConversation({
      session: fakeSession(() => reply('bye', true)),
      persona: scriptedPersona('hi', [{ expectedResponse: 'a' }]),
      maxTurns: 5,
    });
    expect(out).toMatchObject({ ender: 'AGENT', reason: 'AGENT_ENDED_CALL' });
    expect(out.messages).toHaveLength(2);
  });

  it('turns agent failures into an error outcome, timeouts named as such', async () => {
    const broken = await simulateConversation({
      session: fakeSession(() => new AgentError('HTTP_ERROR', 'Agent answered HTTP 500')),
      persona: scriptedPersona('hi', []),
      maxTurns: 5,
    });
    expect(broken).toMatchObject({ ender: 'SYSTEM', reason: 'AGENT_ERROR', error: 'Agent answered HTTP 500' });
    const slow = await simulateConversation({
      session: fakeSession(() => new AgentError('TIMEOUT', 'too slow')),
      persona: scriptedPersona('hi', []),
      maxTurns: 5,
    });
    expect(slow.reason).toBe('SESSION_TIMEOUT');
    const empty = await simulateConversation({ session: fakeSession(() => reply('  ')), persona: scriptedPersona('hi', []), maxTurns: 5 });
    expect(empty.error).toBe('Agent sent an empty reply');
  });

  it('passes the whole history to the agent', async () => {
    const lengths: number[] = [];
    await simulateConversation({
      session: fakeSession((h) => (lengths.push(h.length), reply('ok'))),
      persona: scriptedPersona('hi', [{ expectedResponse: 'a' }]),
      maxTurns: 5,
    });
    expect(lengths).toEqual([1, 3]);
  });
});

describe('simulateConversation through the persona port', () => {
  const persona = (decide: (transcript: string[]) => CallerTurn | Error, delayMs = 0): Persona => ({
    async next({ transcript }) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const result = decide(transcript.map((m) => `${m.role}:${m.content}`));
      if (result instanceof Error) throw result;
      return result;
    },
  });

  it('shows the caller the transcript so far and lets it hang up with its reason', async () => {
    const seen: string[][] = [];
    const out = await simulateConversation({
      session: fakeSession((h) => reply(`echo ${h.length}`)),
      persona: persona((t) => (seen.push(t), t.length < 4 ? { say: `line ${t.length}` } : { end: { reason: 'CALLER_ENDED_CALL', detail: 'Goal met' } })),
      maxTurns: 10,
    });
    expect(seen).toEqual([[], ['tester:line 0', 'agent:echo 1'], ['tester:line 0', 'agent:echo 1', 'tester:line 2', 'agent:echo 3']]);
    expect(out).toMatchObject({ ender: 'TESTER', reason: 'CALLER_ENDED_CALL', detail: 'Goal met', error: undefined });
  });

  it('says the last words, hears the answer, then the caller ends the call even if the agent also did', async () => {
    const out = await simulateConversation({
      session: fakeSession(() => reply('Goodbye!', true)),
      persona: persona(() => ({ say: 'Thanks, bye', end: { reason: 'CALLER_ENDED_CALL', detail: 'Booked' } })),
      maxTurns: 10,
    });
    expect(out.messages.map((m) => m.content)).toEqual(['Thanks, bye', 'Goodbye!']);
    expect(out).toMatchObject({ ender: 'TESTER', reason: 'CALLER_ENDED_CALL', detail: 'Booked' });
  });

  it("keeps the caller's think time apart from the agent's latency", async () => {
    const out = await simulateConversation({
      session: fakeSession(() => reply('ok')),
      persona: persona((t) => (t.length ? { end: { reason: 'CALLER_ENDED_CALL' } } : { say: 'hi' }), 60),
      maxTurns: 10,
    });
    const [tester, agent] = out.messages;
    expect(tester!.thinkMs).toBeGreaterThanOrEqual(50);
    expect(agent!.firstByteMs).toBe(1);
    expect(agent!.fullReplyMs).toBe(2);
  });

  it('ends as a caller error when the persona fails, and rethrows anything else', async () => {
    const out = await simulateConversation({
      session: fakeSession(() => reply('ok')),
      persona: persona(() => new PersonaError('Caller model timed out')),
      maxTurns: 10,
    });
    expect(out).toMatchObject({ ender: 'SYSTEM', reason: 'CALLER_ERROR', error: 'Caller model timed out', messages: [] });
    await expect(
      simulateConversation({ session: fakeSession(() => reply('ok')), persona: persona(() => new TypeError('bug')), maxTurns: 10 }),
    ).rejects.toThrow('bug');
  });

  it('a cancelled conversation ends CANCELLED even while the caller is thinking', async () => {
    const stop = new AbortController();
    const out = await simulateConversation({
      session: fakeSession(() => reply('ok')),
      persona: { next: async () => (stop.abort(), Promise.reject(new PersonaError('aborted'))) },
      maxTurns: 10,
      signal: stop.signal,
    });
    expect(out.reason).toBe('CANCELLED');
  });
});

describe('the demo clinic agent', () => {
  const talk = (...lines: string[]) => {
    const history: ChatMessage[] = [];
    const replies = lines.map((content) => {
      history.push({ role: 'user', content });
      const r = clinicReply(history);
      history.push({ role: 'assistant', content: r.reply });
      return r;
    });
    return replies;
  };

  it('books an appointment from name and time', () => {
    const [ask, when, booked, bye] = talk('I want to book an appointment', 'My name is jordan lee.', 'Next Tuesday at 10 am', 'No thanks, goodbye');
    expect(ask!.reply).toContain('May I have your full name');
    expect(when!.reply).toContain('Thanks, Jordan Lee.');
    expect(booked!.reply).toContain('booked with Dr. Patel on Next Tuesday at 10 am');
    expect(bye).toEqual({ reply: 'Thank you for calling Maple Street Clinic. Goodbye!', endCall: true });
  });

  it('answers hours and cancels', () => {
    expect(talk('What are your opening hours?')[0]!.reply).toContain('Monday to Friday');
    expect(talk('I need to cancel my appointment', "It's Sam Rivera")[1]!.reply).toContain('has been cancelled');
    expect(talk('asdf')[0]!.endCall).toBe(false);
  });
});

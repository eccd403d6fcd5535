import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { z } from 'zod';
import { runVoiceCall } from '../../engine/voice/call';
import { espeakSpeak } from '../../engine/voice/espeak';
import { loggableError } from '../../server/log-redact';
import type { Services } from '../../server/services';
import { DEMO_VOICE_PATHS } from '../../server/http/demo-voice-routes';
import { sessionUserFromRequest } from '../auth/session';
import { DEMO_CALLER_LINES, LIVE_BATCH_FRAMES, LIVE_FRAME_SAMPLES, MAX_LIVE_DEMO_CALLS, VOICE_DEMO_LIVE_PATH, ZVoiceDemoStart, type VoiceDemoEvent } from './schema';

/** A call never outlasts this, whatever the agent does (the demo's own is about 15 s). */
const LIVE_CALL_MAX_MINUTES = 2;
let liveCalls = 0;

const send = (socket: WebSocket, e: VoiceDemoEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(e));
};

/**
 * `/voice-demo`'s live call: the espeak caller phones the demo voice agent on this server, and
 * both sides' audio, the transcript and the timings go to the browser as they happen. The call
 * is real (same engine as a test run); it is not stored.
 */
export function registerVoiceDemoRoutes(app: FastifyInstance, services: Services) {
  app.get(VOICE_DEMO_LIVE_PATH, { websocket: true }, async (socket, req) => {
    const user = await sessionUserFromRequest(services.db, req).catch(() => null);
    if (!user) return socket.close(4401, 'Sign in to listen to a demo call');
    const parsed = ZVoiceDemoStart.safeParse(req.query ?? {});
    if (!parsed.success) return socket.close(1008, z.prettifyError(parsed.error).slice(0, 120));
    if (liveCalls >= MAX_LIVE_DEMO_CALLS) return socket.close(1013, 'Too many demo calls right now; try again in a minute');
    liveCalls++;
    const { transport, waitMs, interrupt } = parsed.data;
    const abort = new AbortController();
    socket.on('close', () => abort.abort());
    socket.on('message', () => {}); // the browser only listens; anything it sends is ignored

    const batch = LIVE_BATCH_FRAMES * LIVE_FRAME_SAMPLES;
    let caller = new Int16Array(batch);
    let agent = new Int16Array(batch);
    let filled = 0;
    const flush = () => {
      if (filled === 0 || socket.readyState !== socket.OPEN) return;
      const out = new Int16Array(filled * 2);
      out.set(caller.subarray(0, filled), 0);
      out.set(agent.subarray(0, filled), filled);
      socket.send(Buffer.from(out.buffer), { binary: true });
      caller = new Int16Array(batch);
      agent = new Int16Array(batch);
      filled = 0;
    };
    try {
      const parameters: Record<string, string> = { waitMs: String(waitMs), hangUpAfterTurns: String(DEMO_CALLER_LINES.length + 1) };
      if (interrupt) parameters.interruptAfterMs = '900';
      send(socket, { type: 'started', transport, waitMs, interrupt });
      const outcome = await runVoiceCall({
        endpoint: { transport, url: services.publicUrl().replace(/^http/, 'ws') + DEMO_VOICE_PATHS[transport], parameters },
        callId: `voice-demo-${Date.now()}`,
        brain: { next: async (c) => DEMO_CALLER_LINES[c.filter((m) => m.role === 'tester').length] ?? null },
        audio: { maxCallDurationMinutes: LIVE_CALL_MAX_MINUTES },
        speak: (text, _audio, signal) => espeakSpeak(text, { signal }),
        connectTimeoutMs: 10_000,
        signal: abort.signal,
        onFrame: (c, a) => {
          caller.set(c, filled);
          agent.set(a, filled);
          filled += c.length;
          if (filled >= batch) flush();
        },
        onMessage: (m) => {
          flush(); // the words arrive after the audio that led up to them
          send(socket, { type: 'message', role: m.role === 'agent' ? 'agent' : 'tester', content: m.content, atMs: m.atMs ?? 0 });
        },
      });
      flush();
      const m = outcome.metrics;
      send(socket, {
        type: 'ended',
        reason: outcome.reason,
        error: outcome.error,
        durationMs: outcome.durationMs,
        latencyP50Ms: m?.turnLatency.p50Ms ?? null,
        turns: (m?.turnLatency.turns ?? []).map((t) => ({ callerEndMs: t.callerEndMs, agentStartMs: t.agentStartMs, latencyMs: t.latencyMs })),
        interruptions: (m?.interruptions.agentInterruptedCaller.count ?? 0) + (m?.interruptions.callerInterruptedAgent.count ?? 0),
        maxLatenessMs: outcome.pacing.maxLatenessMs,
      });
      socket.close(1000, 'call ended');
    } catch (error) {
      req.log.warn({ err: loggableError(error) }, 'voice demo call failed');
      send(socket, { type: 'error', message: 'The demo call could not be placed' });
      socket.close(1011, 'demo call failed');
    } finally {
      liveCalls--;
    }
  });
}

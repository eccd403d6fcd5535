import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { z } from 'zod';
import { DemoVoiceAgent, ZDemoVoiceParams, type DemoVoiceParams } from '../../engine/demo-agent/voice';
import { CALL_FRAME_SAMPLES } from '../../engine/voice/constants';
import { espeakSpeak } from '../../engine/voice/espeak';
import { Downsampler16to8, int16FromBytes, int16ToBytes, mulawDecode, mulawEncode, Upsampler8to16 } from '../../engine/voice/pcm';

export const DEMO_VOICE_PATHS = { CHIRP: '/api/demo-agent/voice/chirp', TWILIO: '/api/demo-agent/voice/twilio' } as const;

/** The demo agent speaks in a voice unlike the default caller's, so the two sides are easy to tell apart by ear. */
// Its lines are few and fixed, so each is synthesised once per process: an answer is ready the
// moment it is due, and the demo's latency is exactly what it was told to wait.
const spoken = new Map<string, Promise<Float32Array>>();
const speak = (text: string) => {
  let speech = spoken.get(text);
  if (!speech) {
    speech = espeakSpeak(text, { voice: 'en-us+f3', wordsPerMinute: 180 });
    speech.catch(() => spoken.delete(text));
    spoken.set(text, speech);
  }
  return speech.then((x) => x.slice());
};

function paramsOf(raw: unknown, socket: WebSocket): DemoVoiceParams | null {
  const parsed = ZDemoVoiceParams.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  socket.close(1008, z.prettifyError(parsed.error).slice(0, 120));
  return null;
}

/** The built-in demo agent with a voice, on the CHIRP and Twilio Media Streams wire formats. */
export async function registerDemoVoiceRoutes(app: FastifyInstance) {
  app.get(DEMO_VOICE_PATHS.CHIRP, { websocket: true }, (socket, req) => {
    const params = paramsOf(req.query, socket);
    if (!params) return;
    const agent = new DemoVoiceAgent(
      params,
      {
        audio: (pcm) => {
          for (let off = 0; off < pcm.length; off += CALL_FRAME_SAMPLES) {
            const frame = new Int16Array(CALL_FRAME_SAMPLES);
            frame.set(pcm.subarray(off, off + CALL_FRAME_SAMPLES));
            socket.send(int16ToBytes(frame), { binary: true });
          }
        },
        event: (e) => socket.send(JSON.stringify(e)),
        hangUp: () => socket.close(1000, 'agent hung up'),
      },
      speak,
    );
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) agent.hear(int16FromBytes(data));
    });
    socket.on('close', () => agent.close());
  });

  app.get(DEMO_VOICE_PATHS.TWILIO, { websocket: true }, (socket) => {
    let agent: DemoVoiceAgent | null = null;
    let streamSid = '';
    const up = new Upsampler8to16();
    const down = new Downsampler16to8();
    socket.on('message', (data: Buffer) => {
      let msg: { event?: string; streamSid?: string; start?: { customParameters?: Record<string, string> }; media?: { payload?: string } };
      try {
        msg = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (msg.event === 'start') {
        streamSid = msg.streamSid ?? '';
        const params = paramsOf(msg.start?.customParameters, socket);
        if (!params) return;
        agent = new DemoVoiceAgent(
          params,
          {
            audio: (pcm) => {
              const mu = mulawEncode(down.process(pcm));
              for (let off = 0; off < mu.length; off += 160) {
                socket.send(JSON.stringify({ event: 'media', streamSid, media: { payload: mu.subarray(off, off + 160).toString('base64') } }));
              }
            },
            mark: (name) => socket.send(JSON.stringify({ event: 'mark', streamSid, mark: { name } })),
            event: (e) => socket.send(JSON.stringify(e)),
            hangUp: () => socket.close(1000, 'agent hung up'),
          },
          speak,
        );
      } else if (msg.event === 'media' && agent && typeof msg.media?.payload === 'string') {
        agent.hear(up.process(mulawDecode(Buffer.from(msg.media.payload, 'base64'))));
      } else if (msg.event === 'stop') {
        socket.close(1000);
      }
    });
    socket.on('close', () => agent?.close());
  });
}

import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { Downsampler16to8, mulawDecode, mulawEncode, Upsampler8to16 } from './pcm';
import type { ConnectOptions, VoiceChannel, VoiceChannelHandlers, VoiceEndpoint } from './port';
import { parseSideEvent } from './side-channel';
import { closeError, openSocket } from './socket';

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex');

/**
 * Twilio Media Streams, played by us: a bot that already takes phone calls through Twilio
 * (Pipecat, for one, recognises this format by itself) gets the same messages it would get
 * from Twilio — connected, start (streamSid, callSid, customParameters), media (base64 8 kHz
 * mu-law, 20 ms), dtmf, stop — and may answer with media, mark and clear.
 */
export async function connectTwilio(endpoint: VoiceEndpoint, handlers: VoiceChannelHandlers, opts: ConnectOptions): Promise<VoiceChannel> {
  const headers: Record<string, string> = {};
  if (endpoint.secret) headers.authorization = `Bearer ${endpoint.secret}`;
  const streamSid = sid('MZ');
  const callSid = sid('CA');
  const accountSid = sid('AC');
  let sequence = 0;
  let chunk = 0;
  let hungUp = false;
  const down = new Downsampler16to8();
  const up = new Upsampler8to16();

  const onMessage = (data: WebSocket.RawData) => {
    let msg: { event?: string; media?: { payload?: string }; mark?: { name?: string } };
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return;
    }
    switch (msg.event) {
      case 'media':
        if (typeof msg.media?.payload === 'string') handlers.onAudio(up.process(mulawDecode(Buffer.from(msg.media.payload, 'base64'))));
        return;
      case 'mark':
        if (typeof msg.mark?.name === 'string') handlers.onMark?.(msg.mark.name);
        return;
      case 'clear':
        handlers.onClear?.();
        return;
      default: {
        const event = parseSideEvent(msg);
        if (event) handlers.onEvent(event);
      }
    }
  };
  const socket = await openSocket(endpoint.url, headers, opts.timeoutMs, onMessage);
  const send = (msg: Record<string, unknown>) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ ...msg, sequenceNumber: String(++sequence) }));
  };
  socket.on('error', () => {});
  socket.once('close', (code, reason) => handlers.onClose({ byAgent: !hungUp, error: hungUp ? undefined : closeError(code, reason) }));

  socket.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
  send({
    event: 'start',
    streamSid,
    start: {
      accountSid,
      streamSid,
      callSid,
      tracks: ['inbound'],
      customParameters: { ...endpoint.parameters, rehearseCallId: opts.callId },
      mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
    },
  });

  return {
    sendFrame(frame) {
      const payload = mulawEncode(down.process(frame)).toString('base64');
      send({ event: 'media', streamSid, media: { track: 'inbound', chunk: String(++chunk), timestamp: String(chunk * 20 - 20), payload } });
    },
    sendDtmf(digit) {
      send({ event: 'dtmf', streamSid, dtmf: { track: 'inbound_track', digit } });
      return true;
    },
    ackMark(name) {
      send({ event: 'mark', streamSid, mark: { name } });
    },
    async hangUp() {
      hungUp = true;
      send({ event: 'stop', streamSid, stop: { accountSid, callSid } });
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'caller hung up');
    },
  };
}

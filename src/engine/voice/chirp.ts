import WebSocket from 'ws';
import { CHIRP_FRAME_BYTES } from './constants';
import { int16ToBytes } from './pcm';
import type { ConnectOptions, VoiceChannel, VoiceChannelHandlers, VoiceEndpoint } from './port';
import { parseSideEvent } from './side-channel';
import { closeError, openSocket, pcmAndJsonMessages, withQuery } from './socket';

/**
 * CHIRP: we dial the agent's WebSocket (Basic auth on the upgrade) and exchange binary
 * frames of raw 16 kHz mono pcm_s16le, 20 ms (640 bytes) each, both ways. Text frames carry
 * JSON events (speech.started, speech.completed, session.error and our side channel).
 * Hanging up is a close with code 1000.
 */
export async function connectChirp(endpoint: VoiceEndpoint, handlers: VoiceChannelHandlers, opts: ConnectOptions): Promise<VoiceChannel> {
  const headers: Record<string, string> = {};
  if (endpoint.secret) headers.authorization = `Basic ${Buffer.from(endpoint.secret).toString('base64')}`;
  let hungUp = false;
  const onMessage = pcmAndJsonMessages((samples) => handlers.onAudio(samples), (json) => {
    const event = parseSideEvent(json);
    if (event) handlers.onEvent(event);
  });
  const socket = await openSocket(withQuery(endpoint.url, endpoint.parameters), headers, opts.timeoutMs, onMessage);
  socket.on('error', () => {});
  socket.once('close', (code, reason) => handlers.onClose({ byAgent: !hungUp, error: hungUp ? undefined : closeError(code, reason) }));

  return {
    sendFrame(frame) {
      if (socket.readyState !== WebSocket.OPEN) return;
      const bytes = int16ToBytes(frame);
      if (bytes.length !== CHIRP_FRAME_BYTES) throw new Error(`CHIRP frames are ${CHIRP_FRAME_BYTES} bytes`);
      socket.send(bytes, { binary: true });
    },
    sendDtmf: () => false,
    ackMark: () => {},
    async hangUp() {
      hungUp = true;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000, 'caller hung up');
    },
  };
}

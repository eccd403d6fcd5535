import WebSocket from 'ws';
import { CHIRP_FRAME_BYTES } from './constants';
import { int16FromBytes, int16ToBytes } from './pcm';
import type { ConnectOptions, VoiceChannel, VoiceChannelHandlers, VoiceEndpoint } from './port';
import { parseSideEvent } from './side-channel';
import { closeError, openSocket, withQuery } from './socket';

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
  // Odd-length binary frames would split a sample; carry the spare byte to the next frame.
  let spare: Buffer | null = null;

  const onMessage = (data: WebSocket.RawData, isBinary: boolean) => {
    const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (isBinary) {
      const joined = spare ? Buffer.concat([spare, buf]) : buf;
      const even = joined.length & ~1;
      spare = even < joined.length ? joined.subarray(even) : null;
      if (even) handlers.onAudio(int16FromBytes(joined.subarray(0, even)));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(buf.toString());
    } catch {
      return; // A text frame that is not JSON carries nothing we can use.
    }
    const event = parseSideEvent(json);
    if (event) handlers.onEvent(event);
  };
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

import WebSocket from 'ws';
import { agentErrors, connectionError } from '../transports/agent-error';
import { int16FromBytes } from './pcm';

/**
 * Opens the agent's WebSocket; refusals and timeouts become AgentErrors a user can act on.
 * The message listener is attached before the handshake: an agent that speaks at once can
 * have its first frames arrive in the same read as the upgrade, before `open` resolves.
 */
export async function openSocket(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  onMessage: (data: WebSocket.RawData, isBinary: boolean) => void,
): Promise<WebSocket> {
  const wsUrl = url.replace(/^http/, 'ws');
  const socket = new WebSocket(wsUrl, { headers, handshakeTimeout: timeoutMs, perMessageDeflate: false });
  socket.on('message', onMessage);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(agentErrors.http(res.statusCode ?? 0, res.statusMessage ?? '', 'WebSocket upgrade refused')),
    );
    socket.once('error', (e) => reject(e.message.includes('timed out') ? agentErrors.timeout(timeoutMs) : connectionError(e, wsUrl)));
  });
  return socket;
}

export function withQuery(url: string, parameters: Record<string, string> | undefined): string {
  if (!parameters || !Object.keys(parameters).length) return url;
  const u = new URL(url);
  for (const [k, v] of Object.entries(parameters)) u.searchParams.set(k, v);
  return u.toString();
}

/** Why the line closed, in words: 1000/1001 are ordinary hang-ups, anything else is an error. */
export function closeError(code: number, reason: Buffer): string | undefined {
  if (code === 1000 || code === 1001 || code === 1005) return undefined;
  const text = reason.toString().slice(0, 200);
  return `Agent closed the call with WebSocket code ${code}${text ? `: ${text}` : ''}`;
}

/**
 * A message listener for sockets that carry raw pcm_s16le in binary frames and JSON in text
 * frames (CHIRP, Vapi). Odd-length binary frames would split a sample, so the spare byte is
 * carried to the next frame; a text frame that is not JSON carries nothing we can use.
 */
export function pcmAndJsonMessages(
  onAudio: (samples: Int16Array) => void,
  onJson: (json: unknown) => void,
): (data: WebSocket.RawData, isBinary: boolean) => void {
  let spare: Buffer | null = null;
  return (data, isBinary) => {
    const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (isBinary) {
      const joined = spare ? Buffer.concat([spare, buf]) : buf;
      const even = joined.length & ~1;
      spare = even < joined.length ? joined.subarray(even) : null;
      if (even) onAudio(int16FromBytes(joined.subarray(0, even)));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(buf.toString());
    } catch {
      return;
    }
    onJson(json);
  };
}

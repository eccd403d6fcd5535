import WebSocket from 'ws';
import { agentErrors, connectionError } from '../transports/agent-error';

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

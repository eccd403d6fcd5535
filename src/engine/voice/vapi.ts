import WebSocket from 'ws';
import { agentErrors, AgentError, connectionError } from '../transports/agent-error';
import { CALL_SAMPLE_RATE } from './constants';
import { int16ToBytes } from './pcm';
import type { ConnectOptions, VoiceChannel, VoiceChannelHandlers, VoiceEndpoint } from './port';
import { parseSideEvent, type SideEvent } from './side-channel';
import { closeError, openSocket, pcmAndJsonMessages } from './socket';

export const VAPI_DEFAULT_BASE_URL = 'https://api.vapi.ai';
const MAX_CALL_ANSWER_BYTES = 256 * 1024;

/**
 * Vapi's WebSocket transport: the call is created over Vapi's HTTP API (`POST /call` with
 * `transport.provider = "vapi.websocket"` and 16 kHz pcm_s16le raw audio, Bearer key), then audio
 * streams both ways as binary frames on the returned `transport.websocketCallUrl`. The
 * endpoint's URL is the API base, its secret the Vapi key, and its parameters name the
 * assistant (`assistantId`); any other parameters become the assistant's variable values.
 * Vapi's own JSON messages (final assistant transcripts, speech updates) feed the side channel;
 * the caller hangs up with `{"type":"hangup"}` and a close.
 */
export async function connectVapi(endpoint: VoiceEndpoint, handlers: VoiceChannelHandlers, opts: ConnectOptions): Promise<VoiceChannel> {
  if (!endpoint.secret) throw new AgentError('BAD_CONFIG', 'Vapi calls need a Vapi API key: add one under Settings → Voice providers');
  const { assistantId, ...variableValues } = endpoint.parameters ?? {};
  if (!assistantId) throw new AgentError('BAD_CONFIG', 'Vapi calls need the assistant: add an "assistantId" parameter to the voice connection');
  const wsUrl = await createCall(endpoint.url || VAPI_DEFAULT_BASE_URL, endpoint.secret, assistantId, variableValues, opts);

  let hungUp = false;
  const onMessage = pcmAndJsonMessages((samples) => handlers.onAudio(samples), (json) => {
    const event = vapiEvent(json) ?? parseSideEvent(json);
    if (event) handlers.onEvent(event);
  });
  const socket = await openSocket(wsUrl, {}, opts.timeoutMs, onMessage);
  socket.on('error', () => {});
  socket.once('close', (code, reason) => handlers.onClose({ byAgent: !hungUp, error: hungUp ? undefined : closeError(code, reason) }));
  return {
    sendFrame(frame) {
      if (socket.readyState === WebSocket.OPEN) socket.send(int16ToBytes(frame), { binary: true });
    },
    sendDtmf: () => false,
    ackMark: () => {},
    async hangUp() {
      hungUp = true;
      if (socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'hangup' }));
        socket.close(1000, 'caller hung up');
      } else if (socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    },
  };
}

async function createCall(base: string, key: string, assistantId: string, variableValues: Record<string, string>, opts: ConnectOptions): Promise<string> {
  const body = {
    assistantId,
    ...(Object.keys(variableValues).length ? { assistantOverrides: { variableValues } } : {}),
    metadata: { rehearseCallId: opts.callId },
    transport: { provider: 'vapi.websocket', audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: CALL_SAMPLE_RATE } },
  };
  const url = `${base.replace(/\/+$/, '')}/call`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw agentErrors.timeout(opts.timeoutMs);
    throw connectionError(error, url);
  }
  const text = (await res.text().catch(() => '')).slice(0, MAX_CALL_ANSWER_BYTES);
  if (!res.ok) throw agentErrors.http(res.status, res.statusText, `Vapi refused the call: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
  let parsed: { transport?: { websocketCallUrl?: unknown } };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AgentError('BAD_RESPONSE', 'Vapi answered the call request with something other than JSON');
  }
  const wsUrl = parsed.transport?.websocketCallUrl;
  if (typeof wsUrl !== 'string' || !/^wss?:\/\//.test(wsUrl)) throw new AgentError('BAD_RESPONSE', 'Vapi created the call but returned no transport.websocketCallUrl');
  return wsUrl;
}

/** Vapi's messages we can use: the assistant's final transcripts and its speech updates. */
function vapiEvent(json: unknown): SideEvent | null {
  const m = json as { type?: unknown; role?: unknown; transcriptType?: unknown; transcript?: unknown; status?: unknown };
  if (m?.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final' && typeof m.transcript === 'string') {
    return { type: 'agent.transcript', text: m.transcript.slice(0, 20_000) };
  }
  if (m?.type === 'speech-update' && m.role === 'assistant') return m.status === 'started' ? { type: 'speech.started' } : m.status === 'stopped' ? { type: 'speech.completed' } : null;
  return null;
}

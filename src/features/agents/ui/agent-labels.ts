import { CHAT_PRESET_LABELS, CHAT_PRESETS } from '../../../shared/chat-connection';
import { AGENT_PROVIDER_LABELS, AGENT_PROVIDERS, CHAT_PROTOCOLS, type ChatProtocol } from '../../../shared/enums';

export const PROTOCOL_LABELS: Record<ChatProtocol, string> = { REST: 'REST', SSE: 'SSE', WEBSOCKET: 'WebSocket' };

export const PROVIDER_OPTIONS = AGENT_PROVIDERS.map((p) => ({ value: p, label: AGENT_PROVIDER_LABELS[p] }));
export const PROTOCOL_OPTIONS = CHAT_PROTOCOLS.map((p) => ({ value: p, label: PROTOCOL_LABELS[p] }));

export function protocolLabel(protocol: string | null | undefined): string {
  return protocol ? (PROTOCOL_LABELS[protocol as ChatProtocol] ?? protocol) : '—';
}
export const PRESET_OPTIONS = CHAT_PRESETS.map((p) => ({ value: p, label: CHAT_PRESET_LABELS[p] }));

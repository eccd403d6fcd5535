import type { VoiceProvider } from '../../shared/voice-providers';

export interface VoiceProviderConfig {
  apiKey: string;
  baseUrl: string | null;
  model: string | null;
  region: string | null;
  userId: string | null;
}

const PREFIX: Record<VoiceProvider, string> = {
  stt: 'STT',
  openai: 'TTS_OPENAI',
  azure: 'TTS_AZURE',
  cartesia: 'TTS_CARTESIA',
  elevenlabs: 'TTS_ELEVENLABS',
  playht: 'TTS_PLAYHT',
  rime: 'TTS_RIME',
  vapi: 'VAPI',
};

/** The names an operator sets for a provider, e.g. TTS_AZURE_API_KEY, TTS_AZURE_REGION; STT_BASE_URL, STT_API_KEY, STT_MODEL. */
export const envNames = (p: VoiceProvider) => ({
  apiKey: `${PREFIX[p]}_API_KEY`,
  baseUrl: `${PREFIX[p]}_BASE_URL`,
  model: `${PREFIX[p]}_MODEL`,
  region: `${PREFIX[p]}_REGION`,
  userId: `${PREFIX[p]}_USER_ID`,
});

/**
 * A provider configured by the server's environment, or null. Speech-to-text counts as
 * configured with a base URL (a local Whisper server may need no key); the others with a key.
 */
export function voiceProviderFromEnv(p: VoiceProvider, env: Record<string, string | undefined>): VoiceProviderConfig | null {
  const n = envNames(p);
  const value = (k: string) => env[k]?.trim() || null;
  const config = { apiKey: value(n.apiKey) ?? '', baseUrl: value(n.baseUrl), model: value(n.model), region: value(n.region), userId: value(n.userId) };
  if (p === 'stt' ? !config.baseUrl || !/^https?:\/\//.test(config.baseUrl) : !config.apiKey) return null;
  return config;
}

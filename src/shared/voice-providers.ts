import { SYNTHESIZERS, SYNTHESIZER_LABELS } from './caller-voice';

/** The voice services a workspace can hold keys for: speech-to-text, each hosted synthesiser, Vapi. */
export const VOICE_PROVIDERS = ['stt', ...SYNTHESIZERS, 'vapi'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];

export const VOICE_PROVIDER_LABELS: Record<VoiceProvider, string> = { stt: 'Speech-to-text', ...SYNTHESIZER_LABELS, vapi: 'Vapi' };

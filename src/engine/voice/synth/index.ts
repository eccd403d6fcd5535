import type { Synthesizer } from '../../../shared/caller-voice';
import type { Speak } from '../caller';
import { espeakSpeak, SynthesisError } from '../espeak';
import { PROVIDER_ADAPTERS, type ProviderCredentials } from './providers';
import { resolveCallerVoice, type CallerVoiceChoice, type ResolvedVoice } from './voice-map';

export { PROVIDER_ADAPTERS, type ProviderCredentials, type SpeechRequest } from './providers';
export { resolveCallerVoice, type CallerVoiceChoice, type ResolvedVoice, type SynthesizerName } from './voice-map';

/**
 * The caller's mouth for one call: the persona's voice choice resolved once, then each line
 * spoken by espeak-ng or by the chosen provider when the workspace has a key for it. A case
 * that asks for a provider with no key is refused rather than silently spoken by espeak, so a
 * run never measures a voice other than the one it claims.
 */
export function callerSpeaker(choice: CallerVoiceChoice, seed: number, keys: Partial<Record<Synthesizer, ProviderCredentials>>): { speak: Speak; voice: ResolvedVoice } {
  const voice = resolveCallerVoice(choice, seed);
  const speak: Speak = async (text, _audio, signal) => {
    if (voice.synthesizer === 'espeak') return espeakSpeak(text, { voice: voice.voice, wordsPerMinute: voice.wordsPerMinute, signal });
    const creds = keys[voice.synthesizer];
    if (!creds) throw new SynthesisError(`The test case asks for the ${voice.synthesizer} synthesiser, but this workspace has no ${voice.synthesizer} key (Settings → Voice providers)`);
    return PROVIDER_ADAPTERS[voice.synthesizer]({ text, voice: voice.voice, locale: voice.locale, wordsPerMinute: voice.wordsPerMinute, speedRatio: voice.speedRatio }, creds, signal);
  };
  return { speak, voice };
}

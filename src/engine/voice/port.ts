/**
 * The audio-channel port: every voice transport (CHIRP, Twilio Media Streams) looks
 * the same to the call engine. Audio in both directions is 16 kHz mono 16-bit PCM; a
 * transport converts to and from its wire format.
 */
import type { VoiceTransport } from '../../shared/enums';
import type { SideEvent } from './side-channel';

export { VOICE_TRANSPORTS, type VoiceTransport } from '../../shared/enums';

export interface VoiceEndpoint {
  transport: VoiceTransport;
  url: string;
  /** CHIRP: "user:password" for Basic auth; Twilio: sent as a Bearer token if set. */
  secret?: string | null;
  /** Twilio `start.customParameters`; CHIRP: added to the URL's query string. */
  parameters?: Record<string, string>;
}

export interface VoiceChannelHandlers {
  /** Agent audio as it arrives (any length; bursts are fine). */
  onAudio(samples: Int16Array): void;
  /** Twilio `mark`: report it back once the audio queued before it has been played. */
  onMark?(name: string): void;
  /** Twilio `clear`: drop agent audio queued but not yet played. */
  onClear?(): void;
  /** Side-channel events (transcripts, tool calls, the agent's own timings, speech events). */
  onEvent(event: SideEvent): void;
  /** The line closed. byAgent: the agent hung up (or dropped); error: why, if it failed. */
  onClose(info: { byAgent: boolean; error?: string }): void;
}

export interface VoiceChannel {
  /** One 20 ms frame of caller audio. */
  sendFrame(frame: Int16Array): void;
  /** Out-of-band DTMF where the wire has it (Twilio); false means send the tones in-band. */
  sendDtmf(digit: string): boolean;
  /** Tell the agent its mark has been played (Twilio). */
  ackMark(name: string): void;
  /** The caller hangs up. */
  hangUp(): Promise<void>;
}

export interface ConnectOptions {
  callId: string;
  timeoutMs: number;
}

import { connectChirp } from './chirp';
import type { ConnectOptions, VoiceChannel, VoiceChannelHandlers, VoiceEndpoint } from './port';
import { connectTwilio } from './twilio';
import { connectVapi } from './vapi';

export type { VoiceEndpoint, VoiceTransport, VoiceChannel } from './port';
export { VOICE_TRANSPORTS } from './port';

export function openVoiceChannel(endpoint: VoiceEndpoint, handlers: VoiceChannelHandlers, opts: ConnectOptions): Promise<VoiceChannel> {
  switch (endpoint.transport) {
    case 'CHIRP':
      return connectChirp(endpoint, handlers, opts);
    case 'TWILIO':
      return connectTwilio(endpoint, handlers, opts);
    case 'VAPI':
      return connectVapi(endpoint, handlers, opts);
  }
}

import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { DEMO_VOICE_PATHS, registerDemoVoiceRoutes } from '../../src/server/http/demo-voice-routes';

/** Only the demo voice agent's routes, on a port of their own (no database needed). */
export async function startDemoVoiceServer() {
  const app = Fastify();
  await app.register(websocket);
  await registerDemoVoiceRoutes(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const ws = address.replace(/^http/, 'ws');
  return { chirpUrl: ws + DEMO_VOICE_PATHS.CHIRP, twilioUrl: ws + DEMO_VOICE_PATHS.TWILIO, close: () => app.close() };
}

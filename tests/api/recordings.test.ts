import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/audio/testdata/accuracy';
import { encodeWav } from '../../src/engine/audio/testdata/wav-writer';
import { generateCall } from '../../src/engine/audio/testdata/generate-call';
import { apiClient } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser();

const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');

describe('recording.analyze', () => {
  it('measures an uploaded stereo call against its known truth', async () => {
    const { wav, truth } = generateCall({ sampleRate: 16000 });
    const m = await apiClient(world.app.url, world.user).recording.analyze.mutate({ stereoWavBase64: b64(wav), callerChannel: 0 });
    const accuracy = evaluate(truth, m);
    expect(accuracy.latencyP50ErrMs).toBeLessThanOrEqual(50);
    expect(accuracy.latencyMaxErrMs).toBeLessThanOrEqual(50);
    expect(m.interruptions.callerInterruptedAgent.count).toBe(1);
    expect(m.interruptions.agentInterruptedCaller.count).toBe(1);
    expect(m.callDurationMs).toBeCloseTo(truth.durationMs, -2);
  });

  it('explains a bad file as a 4xx', async () => {
    const api = apiClient(world.app.url, world.user);
    const mono = encodeWav([new Float32Array(16000)], 16000);
    const err = await api.recording.analyze.mutate({ stereoWavBase64: b64(mono), callerChannel: 0 }).catch((e) => e);
    expect(err.data.httpStatus).toBe(422);
    expect(err.message).toMatch(/stereo/i);
    const junk = await api.recording.analyze.mutate({ stereoWavBase64: b64(new TextEncoder().encode('not a wav file')), callerChannel: 0 }).catch((e) => e);
    expect(junk.data.httpStatus).toBe(422);
    expect(junk.message).toMatch(/RIFF|WAV/);
    const notBase64 = await api.recording.analyze.mutate({ stereoWavBase64: '%%%', callerChannel: 0 }).catch((e) => e);
    expect(notBase64.data.httpStatus).toBe(400);
  });
});

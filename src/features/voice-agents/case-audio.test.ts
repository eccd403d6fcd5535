import { describe, expect, it } from 'vitest';
import { callerAudioFromCase } from './case-audio';

describe('callerAudioFromCase', () => {
  it('carries every caller-voice field of the editor to the voice caller, in the caller units', () => {
    expect(
      callerAudioFromCase(
        {
          talkingSpeed: 'fast',
          loudnessLevel: 'low',
          backgroundNoise: 'metro',
          backgroundNoiseVolume: 35,
          speakerPhoneEffect: true,
          voiceIdentifier: 'en-gb',
          maxCallDurationMinutes: 3,
          disableHangup: true,
          disableSilenceDetection: true,
          initialMessageDelay: 2500,
          sendDTMFDigits: '12#',
          sendDTMFInitialDelay: 1500,
        },
        'seed',
      ),
    ).toEqual({
      talkingSpeed: 'fast',
      loudnessLevel: 'low',
      backgroundNoise: 'metro',
      backgroundNoiseVolume: 35,
      speakerPhoneEffect: true,
      voiceIdentifier: 'en-gb',
      maxCallDurationMinutes: 3,
      disableHangup: true,
      disableSilenceDetection: true,
      initialMessageDelay: 2.5,
      sendDTMFDigits: '12#',
      sendDTMFInitialDelay: 1.5,
    });
  });

  it('leaves unset fields to the caller defaults and keeps a volume of 0', () => {
    expect(callerAudioFromCase({ speakerPhoneEffect: false, disableHangup: false, backgroundNoise: null }, 's')).toEqual({});
    expect(callerAudioFromCase({ backgroundNoise: 'cafe', backgroundNoiseVolume: 0 }, 's')).toEqual({ backgroundNoise: 'cafe', backgroundNoiseVolume: 0 });
    expect(callerAudioFromCase({ initialMessageDelay: 0 }, 's')).toEqual({ initialMessageDelay: 0 });
  });

  it('resolves "Any" to a real choice, the same for the same case run', () => {
    const a = callerAudioFromCase({ talkingSpeed: 'random', loudnessLevel: 'random', backgroundNoise: 'random' }, 'case-run-1');
    expect(['slow', 'normal', 'fast']).toContain(a.talkingSpeed);
    expect(['low', 'medium', 'high']).toContain(a.loudnessLevel);
    expect(a.backgroundNoise).toBeTruthy();
    expect(callerAudioFromCase({ talkingSpeed: 'random', loudnessLevel: 'random', backgroundNoise: 'random' }, 'case-run-1')).toEqual(a);
    const seen = new Set(Array.from({ length: 40 }, (_, i) => callerAudioFromCase({ talkingSpeed: 'random' }, `run-${i}`).talkingSpeed));
    expect(seen.size).toBe(3);
  });

  it('drops a custom noise, which has no file to play', () => {
    expect(callerAudioFromCase({ backgroundNoise: 'custom', backgroundNoiseVolume: 80 }, 's')).toEqual({});
  });
});

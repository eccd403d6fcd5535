import { describe, expect, it } from 'vitest';
import { CLIENT_FLAGS_OFF, deriveClientFlags } from './flags';

describe('client flags', () => {
  it('are all false while the workspace is loading', () => {
    expect(deriveClientFlags(undefined, true)).toEqual(CLIENT_FLAGS_OFF);
    expect(Object.values(CLIENT_FLAGS_OFF).every((v) => v === false)).toBe(true);
    expect(Object.keys(CLIENT_FLAGS_OFF)).toHaveLength(9);
  });
  it('map each workspace flag; voice is on unless disabled', () => {
    const on = deriveClientFlags(
      { hume: true, showOpenApi: true, showPlayground: true, showExperiments: true, showNewAgents: true, showCredits: true, useGeminiRealtime: true },
      false,
    );
    expect(on).toEqual({ ...Object.fromEntries(Object.keys(CLIENT_FLAGS_OFF).map((k) => [k, true])), isTestingFrameworkEnabled: false });
    expect(deriveClientFlags({ voiceDisabled: true }, false).isVoiceEnabled).toBe(false);
    expect(deriveClientFlags({}, false).isVoiceEnabled).toBe(true);
  });
  it('the Testing Framework: flag on or admin, unless the override is explicitly false', () => {
    expect(deriveClientFlags({}, false).isTestingFrameworkEnabled).toBe(false);
    expect(deriveClientFlags({ showTestingFramework: true }, false).isTestingFrameworkEnabled).toBe(true);
    expect(deriveClientFlags({}, true).isTestingFrameworkEnabled).toBe(true);
    expect(deriveClientFlags({ showTestingFramework: true, testingFrameworkOverride: false }, true).isTestingFrameworkEnabled).toBe(false);
    expect(deriveClientFlags({ testingFrameworkOverride: true }, false).isTestingFrameworkEnabled).toBe(false);
  });
});

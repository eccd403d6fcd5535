import { describe, expect, it } from 'vitest';
import { splitPersonaFields } from './persona-fields';
import { diffSnapshots } from './test-case-snapshot';

describe('splitPersonaFields', () => {
  it('moves persona fields out of the test input and keeps the rest', () => {
    const { persona, test } = splitPersonaFields({ title: 'T', accent: 'GB', gender: 'female', initialMessage: 'Hi', scenarioFacts: 'x', send_digits: '12' });
    expect(persona).toEqual({ accent: 'GB', gender: 'female', initialMessage: 'Hi', send_digits: '12' });
    expect(test).toEqual({ title: 'T', scenarioFacts: 'x' });
  });

  it("turns the string 'true' into a boolean for the disable and smart flags only", () => {
    const { persona } = splitPersonaFields({ disableHangup: 'true', disableSilenceDetection: 'TRUE', disableSilenceToolCall: 'false', smartIvrNavigate: true, speakerPhoneEffect: 'true' });
    expect(persona).toEqual({ disableHangup: true, disableSilenceDetection: true, disableSilenceToolCall: false, smartIvrNavigate: true, speakerPhoneEffect: 'true' });
  });

  it('leaves an unrecognised flag value for validation to reject', () => {
    expect(splitPersonaFields({ disableHangup: 'maybe' }).persona.disableHangup).toBe('maybe');
  });
});

describe('diffSnapshots', () => {
  it('lists only changed fields', () => {
    const a = { title: 'A', turns: [{ agentQuestion: null, expectedResponse: 'x' }], accent: 'US' };
    const b = { title: 'B', turns: [{ agentQuestion: null, expectedResponse: 'x' }], accent: 'US' };
    expect(diffSnapshots(a, b)).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
    expect(diffSnapshots(null, a).map((c) => c.field)).toEqual(['accent', 'title', 'turns']);
  });
});

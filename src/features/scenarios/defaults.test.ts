import { describe, expect, it } from 'vitest';
import { applyScenarioDefaults } from './service';

describe('applyScenarioDefaults', () => {
  it("fills only what the case leaves unset; the case's own choices win", () => {
    const tc = { accent: 'US', gender: null, languages: [] as string[], maxCallDurationMinutes: null };
    expect(applyScenarioDefaults(tc, { accent: 'GB', gender: 'female', language: 'pt-BR', maxCallDurationMinutes: 5 })).toMatchObject({
      accent: 'US',
      gender: 'female',
      languages: ['pt-BR'],
      maxCallDurationMinutes: 5,
    });
  });

  it('keeps the case languages, and ignores a random scenario language', () => {
    expect(applyScenarioDefaults({ languages: ['fr'] }, { language: 'de-DE' }).languages).toEqual(['fr']);
    expect(applyScenarioDefaults({ languages: [] }, { language: 'random' }).languages).toEqual([]);
  });
});

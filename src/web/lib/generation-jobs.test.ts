import { describe, expect, it } from 'vitest';
import { agentSetupSteps, JOB_STEPS, jobView, stepClickable, stepLabel } from './generation-jobs';
import { humanize, statusWords } from './labels';

describe('generation jobs', () => {
  it('step counts: scenario 7, IVR 4, test cases 7, agent setup 6/3/4', () => {
    expect(JOB_STEPS.scenario).toHaveLength(7);
    expect(JOB_STEPS.ivr).toHaveLength(4);
    expect(JOB_STEPS.testCases).toHaveLength(7);
    expect(agentSetupSteps(true, true)).toHaveLength(6);
    expect(agentSetupSteps(true, false)).toHaveLength(3);
    expect(agentSetupSteps(false, true)).toHaveLength(4);
  });
  it('shows "Step n of 7" from the activity; a temp- id shows step 1', () => {
    expect(jobView('scenario', { id: 'j1', status: 'in-progress', activity: 'generate_full_scenarios' }).step).toEqual({ current: 5, total: 7 });
    expect(jobView('scenario', { id: 'temp-1', activity: 'flatten scenarios' }).step).toEqual({ current: 1, total: 7 });
    expect(jobView('scenario', { id: 'j1', activity: 'parse_user_input' }).text).toBe('Parse User Input');
  });
  it('completion texts and actions; CANCELLED clears the marker; fetch errors keep the bar', () => {
    expect(jobView('scenario', { id: 'j', status: 'COMPLETED', result: 'd1' })).toMatchObject({ text: 'Scenarios ready!', clear: true, action: { label: 'View', to: '/datasets/d1' } });
    expect(jobView('ivr', { id: 'j', status: 'COMPLETED', result: 'd2' }).text).toBe('IVR scenarios ready!');
    expect(jobView('agentSetup', { id: 'j', status: 'COMPLETED' }).action).toEqual({ label: 'Dismiss' });
    expect(jobView('testCases', { id: 'j', status: 'COMPLETED', totalGenerated: 4 }).text).toBe('Test cases ready! 4 new');
    expect(jobView('productionCalls', { id: 'j', status: 'COMPLETED' }).action?.to).toBe('/test-cases');
    expect(jobView('productionCalls', { id: 'j', status: 'COMPLETED', result: 'c1' }).action?.to).toBe('/test-cases/c1/edit');
    expect(jobView('productionCalls', { id: 'j' }).text).toBe('Converting calls');
    expect(jobView('scenario', { id: 'j', status: 'CANCELLED' })).toMatchObject({ clear: true, visible: false });
    expect(jobView('ivr', { id: 'j', fetchError: true }).text).toBe('Generation Error: Failed to fetch status. Retrying.');
  });
  it('agent setup and test case jobs need the Testing Framework', () => {
    expect(jobView('testCases', { id: 'j' }, { testingFramework: false }).visible).toBe(false);
    expect(jobView('agentSetup', { id: 'j' }, { testingFramework: false }).visible).toBe(false);
    expect(jobView('scenario', { id: 'j' }, { testingFramework: false }).visible).toBe(true);
  });
  it('step progress: numbered from 1, only current and completed steps clickable', () => {
    expect([1, 2, 3, 4].map((s) => stepClickable(s, 2))).toEqual([true, true, false, false]);
    expect(stepClickable(0, 2)).toBe(false);
  });
  it('labels: underscores as spaces, statuses as words', () => {
    expect(humanize('end_to_end__testing')).toBe('end to end testing');
    expect(statusWords('IN_PROGRESS')).toBe('In progress');
    expect(statusWords('AWAITING_EXTERNAL_DATA')).toBe('Awaiting external data');
    expect(stepLabel('fetch agent details')).toBe('Fetch Agent Details');
  });
});

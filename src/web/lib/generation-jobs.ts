import { humanize } from './labels';

// Background generation jobs shown in the status bar under the top bar: their steps, their
// labels, and what the bar shows for a given status.

export type JobKind = 'scenario' | 'ivr' | 'agentSetup' | 'testCases' | 'productionCalls' | 'voiceClone';

export const JOB_STEPS: Record<Exclude<JobKind, 'agentSetup' | 'productionCalls' | 'voiceClone'>, string[]> = {
  scenario: [
    'parse user input',
    'build dynamic schema',
    'personalize prompt',
    'generate example scenarios',
    'generate full scenarios',
    'flatten scenarios',
    'convert scenarios into dataset',
  ],
  ivr: ['parse IVR prompt', 'personalize IVR prompts', 'generate IVR configurations', 'convert IVR configs into dataset'],
  testCases: [
    'fetch agent details',
    'fetch existing test cases',
    'fetch tags',
    'fetch assertions',
    'analyze conversational pathways',
    'generate test cases',
    'create test cases',
  ],
};

const SETUP_ASSERTIONS = ['fetch agent details', 'generate assertion suggestions', 'create assertions'];
const SETUP_CASES = ['generate test tags', 'generate test cases', 'create test cases'];

/** Agent setup: 6 steps for both parts, 3 for assertions only, 4 for test cases only (it fetches the agent first). */
export function agentSetupSteps(assertions: boolean, testCases: boolean): string[] {
  if (assertions && testCases) return [...SETUP_ASSERTIONS, ...SETUP_CASES];
  if (assertions) return SETUP_ASSERTIONS;
  return ['fetch agent details', ...SETUP_CASES];
}

/** "parse_user_input" or "parse user input" → "Parse User Input". */
export function stepLabel(activity: string): string {
  return humanize(activity).replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A job id that exists only in the browser yet: show step 1 and do not poll. */
export const isTemporaryJobId = (id: string) => id.startsWith('temp-');

export interface JobView {
  text: string;
  step?: { current: number; total: number };
  action?: { label: 'View' | 'Dismiss'; to?: string };
  /** The stored marker is cleared (the job is over for good). */
  clear: boolean;
  /** The bar is shown at all. */
  visible: boolean;
}

const DONE_TEXT: Partial<Record<JobKind, string>> = {
  scenario: 'Scenarios ready!',
  ivr: 'IVR scenarios ready!',
  agentSetup: 'Setup complete!',
  testCases: 'Test cases ready!',
  productionCalls: 'Production test cases ready!',
};

/** What the status bar shows for one job poll. */
export function jobView(
  kind: JobKind,
  poll: { id: string; status?: string; activity?: string; result?: string | null; totalGenerated?: number; fetchError?: boolean },
  opts: { testingFramework: boolean; steps?: string[] } = { testingFramework: true },
): JobView {
  if ((kind === 'agentSetup' || kind === 'testCases') && !opts.testingFramework) return { text: '', clear: false, visible: false };
  if (poll.fetchError) return { text: 'Generation Error: Failed to fetch status. Retrying.', clear: false, visible: true };
  const steps = opts.steps ?? (kind in JOB_STEPS ? JOB_STEPS[kind as keyof typeof JOB_STEPS] : []);
  if (poll.status === 'CANCELLED') return { text: '', clear: true, visible: false };
  if (poll.status === 'COMPLETED') {
    const text =
      kind === 'testCases' && poll.totalGenerated !== undefined ? `Test cases ready! ${poll.totalGenerated} new` : (DONE_TEXT[kind] ?? 'Done');
    if (kind === 'scenario' || kind === 'ivr') return { text, clear: true, visible: true, action: { label: 'View', to: `/datasets/${poll.result}` } };
    if (kind === 'productionCalls') return { text, clear: true, visible: true, action: { label: 'View', to: poll.result ? `/test-cases/${poll.result}/edit` : '/test-cases' } };
    if (kind === 'agentSetup') return { text, clear: true, visible: true, action: { label: 'Dismiss' } };
    return { text, clear: true, visible: true };
  }
  if (kind === 'productionCalls') return { text: 'Converting calls', clear: false, visible: true };
  const index = isTemporaryJobId(poll.id) || !poll.activity ? 0 : Math.max(0, steps.findIndex((s) => s === humanize(poll.activity!)));
  return {
    text: steps[index] ? stepLabel(steps[index]!) : 'Working',
    step: steps.length ? { current: index + 1, total: steps.length } : undefined,
    clear: false,
    visible: true,
  };
}

/** Step progress: steps are numbered from 1; only the current and the completed ones can be clicked. */
export function stepClickable(step: number, current: number): boolean {
  return step >= 1 && step <= current;
}

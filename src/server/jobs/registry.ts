import { scoreCaseRunJob } from '../../features/scoring/score-case-run.job';
import { caseRunJob } from '../../features/test-runs/case-run.job';
import { staleCaseRunSweep } from '../../features/test-runs/case-run-state/stale';
import type { JobDefinition, PeriodicTask } from './job';
// Registers the credit charge and the start check with the case-run state owner.
import '../../features/credits/hooks';

/** Every job the workers run: adding a job is one line here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [caseRunJob, scoreCaseRunJob];

/** Every periodic task each worker process runs. */
export const PERIODIC_TASKS: readonly PeriodicTask[] = [staleCaseRunSweep];

import { defineTopic } from '../../server/events';
import type { TestCaseRunStatus, TestRunStatus } from '../../shared/enums';

/** What the run page hears while a run goes on; keyed by test run. */
export type TestRunEvent =
  | { type: 'caseRun'; testRunId: string; caseRunId: string; status: TestCaseRunStatus }
  | { type: 'message'; testRunId: string; caseRunId: string; position: number }
  | { type: 'run'; testRunId: string; status: TestRunStatus }
  /** Events may have been missed (the server's listener reconnected): re-read the run. */
  | { type: 'resync'; testRunId: string };

export const testRunTopic = defineTopic<TestRunEvent>('test_run', (e) => e.testRunId);

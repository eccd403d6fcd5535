import type { z } from 'zod';
import { ZCreateTestCaseRequest } from '../schema';

/** The form validates with the server's own create schema; edits drop agentId and add the id. */
export const ZTestCaseForm = ZCreateTestCaseRequest;
export type TTestCaseFormInput = z.input<typeof ZTestCaseForm>;
export type TTestCaseFormOutput = z.output<typeof ZTestCaseForm>;

import { z } from 'zod';
import { VERSION_LABEL } from '../../shared/constants';
import { ZApiError, ZRunPreview, ZRunProgress, ZRunResult, ZStartRunBody } from './schema';

// The OpenAPI document is generated from the same zod schemas the routes validate with, so the
// reference cannot drift from what the server accepts.
const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });
const content = (schema: z.ZodType) => ({ 'application/json': { schema: json(schema) } });
const errors = {
  '400': { description: 'The request is invalid; the message says what to fix', content: content(ZApiError) },
  '401': { description: 'No API key, or it is unknown or revoked', content: content(ZApiError) },
  '403': { description: 'The key’s role may not do this', content: content(ZApiError) },
  '404': { description: 'Not found in the key’s workspace', content: content(ZApiError) },
};
const runId = [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }];

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rehearse API',
      version: VERSION_LABEL,
      description: 'Start test runs against your agents and read their results, from CI or scripts. Authenticate with an API key from Settings → API keys.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (rh_…)' } } },
    paths: {
      '/agents': {
        get: {
          summary: 'List the workspace’s agents',
          responses: { '200': { description: 'The agents', content: content(z.object({ agents: z.array(z.object({ id: z.uuid(), name: z.string() })) })) }, ...errors },
        },
      },
      '/runs': {
        post: {
          summary: 'Start a test run (or preview it with dryRun)',
          description: 'Choose the cases by `testCaseIds`, by `tags` (active cases with any of them) or by `scenarioId`; none means every active case of the agent.',
          requestBody: { required: true, content: { 'application/json': { schema: json(ZStartRunBody, 'input') } } },
          responses: {
            '201': { description: 'The run started; poll GET /runs/{id}', content: content(ZRunProgress) },
            '200': { description: 'dryRun: what would run', content: content(ZRunPreview) },
            '412': { description: 'The run cannot start (no cases, no LLM for LLM callers, …)', content: content(ZApiError) },
            ...errors,
          },
        },
      },
      '/runs/{id}': {
        get: { summary: 'A run’s progress', parameters: runId, responses: { '200': { description: 'Progress', content: content(ZRunProgress) }, ...errors } },
      },
      '/runs/{id}/result': {
        get: {
          summary: 'A run’s result: pass rate and every case’s verdict with its reason',
          parameters: runId,
          responses: { '200': { description: 'The result (final once status is COMPLETED)', content: content(ZRunResult) }, ...errors },
        },
      },
    },
  };
}

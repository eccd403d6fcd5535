import { describe, expect, it } from 'vitest';
import { errorCategory, errorClass, fingerprint, reportLevel } from './error-report';
import { catalogueMessage, FALLBACK_ERROR_MESSAGE, isWorkspaceUnauthorized, userMessage, WORKSPACE_ACCESS_ERRORS, classifyWorkspaceError } from './errors';
import { canRetry, clickToRetryText, exhaustedText, RETRY_PROFILES, retryDelay, retryingText } from './retry';

const ROWS: Array<[string, string]> = [
  ['network timeout', 'The request took too long. Please try again.'],
  ['timeout', 'The request took too long. Please try again.'],
  ['network', 'Network connection issue. Please check your internet connection.'],
  ['fetch failed', 'Failed to load data. Please check your connection and try again.'],
  ['cors', 'Cross-origin request blocked. Please contact support.'],
  ['unauthorized', "You don't have permission to perform this action."],
  ['forbidden', 'Access denied. Please check your permissions.'],
  ['401', 'Your session has expired. Please log in again.'],
  ['403', "You don't have access to this resource."],
  ['invalid data', 'The data provided is invalid. Please check your input.'],
  ['validation', 'Please check your input and try again.'],
  ['required', 'Please fill in all required fields.'],
  ['unexpected token', 'Invalid data format received.'],
  ['invalid json', 'Failed to process response data.'],
  ['end of json', 'Incomplete data received.'],
  ['end of input', 'Incomplete data received.'],
  ['500', 'Server error. Our team has been notified.'],
  ['502', 'Service temporarily unavailable. Please try again later.'],
  ['503', 'Service is under maintenance. Please try again later.'],
  ['504', 'Gateway timeout. Please try again.'],
  ['unique constraint', 'This value already exists. Please use a different one.'],
  ['foreign key', 'Cannot complete action due to related data.'],
  ['not found', 'The requested item could not be found.'],
  ['file too large', 'File size exceeds the maximum allowed limit.'],
  ['invalid file type', 'File type not supported. Please use a different format.'],
  ['rate limit', 'Too many requests. Please wait a moment and try again.'],
  ['quota exceeded', "You've reached your usage limit. Please upgrade your plan."],
];

describe('message catalogue', () => {
  it.each(ROWS)('"%s" maps to its message, in any case and inside other text', (key, message) => {
    expect(catalogueMessage(`Upstream said: ${key.toUpperCase()} (x)`)).toBe(message);
  });
  it('localised words map to the generic messages', () => {
    expect(catalogueMessage('Error de validación')).toBe('Please check your input and try again.');
    expect(catalogueMessage('Netzwerk nicht erreichbar')).toBe('Network connection issue. Please check your internet connection.');
    expect(catalogueMessage('Zeitüberschreitung')).toBe('The request took too long. Please try again.');
  });
  it('raw codes never show as they are; refusals written as sentences do', () => {
    expect(userMessage('USER NOT AUTHENTICATED', 401)).toBe('Your session has expired. Please log in again.');
    expect(userMessage('Failed to fetch', null)).toBe('Network connection issue. Please check your internet connection.');
    expect(userMessage('Request timed out', null)).toBe('Request timed out. Please try again.');
    expect(userMessage('SOMETHING_BROKE', 400)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(userMessage('Cannot read properties of undefined', null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(userMessage('Create another workspace before deleting your last one', 412)).toBe('Create another workspace before deleting your last one');
    expect(userMessage('', null)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('workspace access classes', () => {
  it.each(Object.entries(WORKSPACE_ACCESS_ERRORS).flatMap(([kind, keys]) => keys.map((k) => [kind, k])))('%s ← "%s"', (kind, key) => {
    expect(classifyWorkspaceError(`x ${key.toLowerCase()} y`)).toBe(kind);
  });
  it('a lost session is not a workspace 401', () => {
    expect(isWorkspaceUnauthorized('USER NOT AUTHENTICATED')).toBe(false);
    expect(isWorkspaceUnauthorized('You are not in the default workspace')).toBe(true);
    expect(isWorkspaceUnauthorized('whatever')).toBe(false);
  });
});

describe('categories, classes, levels, fingerprints', () => {
  it('categorises by message', () => {
    expect(errorCategory('Failed to fetch')).toBe('network');
    expect(errorCategory('CORS blocked')).toBe('network');
    expect(errorCategory('could not load rows')).toBe('data_fetch');
    expect(errorCategory('HTTP 401')).toBe('authentication');
    expect(errorCategory('Invalid input: name')).toBe('validation');
    expect(errorCategory('Internal server error')).toBe('server');
    expect(errorCategory('deadline exceeded')).toBe('timeout');
    expect(errorCategory('no permission')).toBe('permission');
    expect(errorCategory('Unexpected token < in JSON')).toBe('json_parse');
    expect(errorCategory('weird')).toBe('unknown');
  });
  it('classes from the name and message', () => {
    expect(errorClass(new TypeError('Failed to fetch'))).toBe('network');
    expect(errorClass(new TypeError('x is not a function'))).toBe('type');
    expect(errorClass(new ReferenceError('x is not defined'))).toBe('reference');
    expect(errorClass({ name: 'Error', message: 'Unhandled rejection: boom' })).toBe('async');
    expect(errorClass({ name: 'Error', message: 'Invalid input: id' })).toBe('validation');
    expect(errorClass(new Error('boom'))).toBe('general');
  });
  it('levels: fetch/network warn, key pages fatal, else error', () => {
    expect(reportLevel('Failed to fetch', '/test-runs')).toBe('warning');
    expect(reportLevel('boom', '/test-runs/abc')).toBe('fatal');
    expect(reportLevel('boom', '/agents')).toBe('fatal');
    expect(reportLevel('boom', '/monitoring/heartbeat')).toBe('fatal');
    expect(reportLevel('boom', '/settings')).toBe('error');
  });
  it('the fingerprint cuts the message at 100 characters', () => {
    const [cls, msg] = fingerprint(new Error('x'.repeat(300)));
    expect(cls).toBe('general');
    expect(msg).toHaveLength(100);
  });
});

describe('retry profiles', () => {
  it('delays grow by the factor and stop at the cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => retryDelay(RETRY_PROFILES.criticalData, a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect([0, 1, 2, 3].map((a) => retryDelay(RETRY_PROFILES.formSubmit, a))).toEqual([2000, 4000, 8000, 8000]);
    expect([0, 1, 2].map((a) => retryDelay(RETRY_PROFILES.realTime, a))).toEqual([500, 750, 1125]);
    expect(retryDelay(RETRY_PROFILES.realTime, 20)).toBe(5000);
    expect([0, 1].map((a) => retryDelay(RETRY_PROFILES.background, a))).toEqual([5000, 5000]);
    expect(RETRY_PROFILES.default).toEqual(RETRY_PROFILES.dataFetch);
  });
  it('texts and the retry rule', () => {
    expect(retryingText(4, 2)).toBe('Retrying in 4 seconds... (Attempt 2)');
    expect(clickToRetryText(1, 3)).toBe('Failed to load. Click to retry (1/3 attempts)');
    expect(exhaustedText(3)).toBe('Failed after 3 attempts. Please refresh the page or contact support.');
    expect(canRetry(2, 3)).toBe(true);
    expect(canRetry(3, 3)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueMessage, classifyWorkspaceError } from './errors';
import { percentile } from './stats';

describe('error catalogue (SPEC §8)', () => {
  it('matches case-insensitively, longest key first', () => {
    expect(catalogueMessage('Network Timeout while loading')).toBe('The request took too long. Please try again.');
    expect(catalogueMessage('network down')).toBe('Network connection issue. Please check your internet connection.');
    expect(catalogueMessage('Test run not found')).toBe('The requested item could not be found.');
    expect(catalogueMessage('duplicate key violates unique constraint')).toBe('This value already exists. Please use a different one.');
    expect(catalogueMessage('all good')).toBeNull();
  });

  it('classifies workspace access errors', () => {
    expect(classifyWorkspaceError('WORKSPACE NOT AVAILABLE: not admitted')).toBe('NOT_FOUND');
    expect(classifyWorkspaceError('Your trial has expired')).toBe('TRIAL_ENDED');
    expect(classifyWorkspaceError('This workspace no longer exists')).toBe('DELETED');
    expect(classifyWorkspaceError('no default workspace found')).toBe('NO_DEFAULT');
    expect(classifyWorkspaceError('boom')).toBeNull();
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3], 100)).toBe(3);
  });
});

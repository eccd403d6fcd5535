import { TRPCClientError } from '@trpc/client';
import { userMessage } from '../../shared/errors';

/** The HTTP status an error carried: a tRPC error's, or a status field (the auth endpoints' errors; 0 = network). */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    return data?.httpStatus ?? null;
  }
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export function rawMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** What a person should read for an error; raw codes like "USER NOT AUTHENTICATED" or "Failed to fetch" never show as they are. */
export function friendlyMessage(error: unknown): string {
  return userMessage(rawMessageOf(error), httpStatusOf(error));
}

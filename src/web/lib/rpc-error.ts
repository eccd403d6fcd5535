import { TRPCClientError } from '@trpc/client';
import { catalogueMessage, FALLBACK_ERROR_MESSAGE } from '../../shared/errors';

/** The HTTP status a tRPC error carried, if any. */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    return data?.httpStatus ?? null;
  }
  return null;
}

export function rawMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** What a person should read for an error (SPEC §8.1): the catalogue's message, else the server's own. */
export function friendlyMessage(error: unknown): string {
  const raw = rawMessageOf(error);
  return catalogueMessage(raw) ?? (raw || FALLBACK_ERROR_MESSAGE);
}

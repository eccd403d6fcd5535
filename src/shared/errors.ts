// The error catalogue (SPEC §8): user-facing messages by substring, workspace access
// classes, and the tRPC error codes.

const MESSAGE_MAP: Array<[string, string]> = [
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
// Words in other languages for the same failures map to the generic messages.
const LOCALISED: Array<[string, string]> = [
  ...['validación', 'validierung', 'validação', 'convalida'].map((k): [string, string] => [k, 'Please check your input and try again.']),
  ...['red de', 'réseau', 'netzwerk', 'rede', 'rete'].map((k): [string, string] => [k, 'Network connection issue. Please check your internet connection.']),
  ...['tiempo de espera', 'délai', 'zeitüberschreitung', 'tempo limite'].map((k): [string, string] => [k, 'The request took too long. Please try again.']),
  ...['erreur', 'fehler', 'errore', 'erro '].map((k): [string, string] => [k, 'An unexpected error occurred. Please try again.']),
];
MESSAGE_MAP.push(...LOCALISED);
// Longest key first, so "network timeout" wins over "network".
MESSAGE_MAP.sort((a, b) => b[0].length - a[0].length);

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const TIMEOUT_FALLBACK_MESSAGE = 'Request timed out. Please try again.';

/** Maps a raw error message to what a person should read; null when nothing matches. */
export function catalogueMessage(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const lower = raw.toLowerCase();
  for (const [key, message] of MESSAGE_MAP) if (lower.includes(key)) return message;
  return null;
}

export const WORKSPACE_ACCESS_ERRORS = {
  NOT_FOUND: ['Workspace not found', 'WORKSPACE NOT AVAILABLE'],
  NOT_MEMBER: ['You are not in the default workspace', 'not a member of this workspace'],
  NO_DEFAULT: ['No default workspace found', 'NO WORKSPACE SELECTED', 'USER NOT AUTHENTICATED'],
  DELETED: ['workspace was deleted', 'workspace has been deleted', 'This workspace no longer exists'],
  TRIAL_ENDED: ['trial has ended', 'trial period has expired', 'Your trial has expired'],
  ACCESS_DENIED: ['workspace access denied', 'not authorized for this workspace', 'You do not have permission'],
} as const;
export type WorkspaceAccessError = keyof typeof WORKSPACE_ACCESS_ERRORS;
export const TERMINAL_WORKSPACE_ERRORS: readonly WorkspaceAccessError[] = ['DELETED', 'TRIAL_ENDED'];

export function classifyWorkspaceError(message: string | null | undefined): WorkspaceAccessError | null {
  if (!message) return null;
  const lower = message.toLowerCase();
  for (const [kind, keys] of Object.entries(WORKSPACE_ACCESS_ERRORS)) {
    if (keys.some((k) => lower.includes(k.toLowerCase()))) return kind as WorkspaceAccessError;
  }
  return null;
}

/**
 * A 401 that is about the workspace rather than the session: the browser only logs it. The
 * server's "USER NOT AUTHENTICATED" is listed among the no-default-workspace messages, but it is
 * a lost session, so it still leads to sign-in.
 */
export function isWorkspaceUnauthorized(message: string | null | undefined): boolean {
  if (!message || /user not authenticated/i.test(message)) return false;
  return classifyWorkspaceError(message) !== null;
}

/** Messages the server uses for gated workspaces; the paywall reads them back with classifyWorkspaceError. */
export const WORKSPACE_MESSAGES = {
  notAdmitted: 'WORKSPACE NOT AVAILABLE: your organization has not been admitted yet',
  trialEnded: 'Your trial has expired',
  noDefault: 'No default workspace found',
} as const;

/** tRPC error codes (SPEC §8.3). */
export const RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  BAD_REQUEST: -32600,
  INTERNAL_SERVER_ERROR: -32603,
  NOT_IMPLEMENTED: -32603,
  BAD_GATEWAY: -32603,
  SERVICE_UNAVAILABLE: -32603,
  GATEWAY_TIMEOUT: -32603,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  METHOD_NOT_SUPPORTED: -32005,
  TIMEOUT: -32008,
  CONFLICT: -32009,
  PRECONDITION_FAILED: -32012,
  PAYLOAD_TOO_LARGE: -32013,
  UNSUPPORTED_MEDIA_TYPE: -32015,
  UNPROCESSABLE_CONTENT: -32022,
  TOO_MANY_REQUESTS: -32029,
  CLIENT_CLOSED_REQUEST: -32099,
} as const;

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const NETWORK_MESSAGE = 'Network connection issue. Please check your internet connection.';

/**
 * What a person reads for an error: the catalogue's message; else one by category (network,
 * timeout, lost session); else the server's own sentence when it answered a request it
 * refused (4xx) in words rather than a shouted code; else the generic fallback.
 */
export function userMessage(raw: string | null | undefined, httpStatus: number | null | undefined): string {
  const mapped = catalogueMessage(raw);
  if (mapped) return mapped;
  const text = (raw ?? '').trim();
  if (/failed to fetch|load failed|networkerror|connection|offline/i.test(text)) return NETWORK_MESSAGE;
  if (/timed out|deadline/i.test(text)) return TIMEOUT_FALLBACK_MESSAGE;
  if (/not authenticated|unauthenticated/i.test(text) || httpStatus === 401) return SESSION_EXPIRED;
  const shouted = text.length > 0 && text === text.toUpperCase() && /[A-Z]/.test(text);
  if (httpStatus && httpStatus >= 400 && httpStatus < 500 && text && !shouted) return text;
  return FALLBACK_ERROR_MESSAGE;
}

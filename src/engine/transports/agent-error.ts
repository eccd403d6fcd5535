import { safeText } from './safe-text';

export type AgentErrorKind =
  | 'CONNECTION_REFUSED'
  | 'CONNECTION_FAILED'
  | 'HTTP_ERROR'
  | 'TIMEOUT'
  | 'BAD_RESPONSE'
  | 'CLOSED'
  | 'TOO_LARGE'
  | 'NOT_ALLOWED'
  | 'BAD_CONFIG';

/** The agent under test misbehaved; the message says how, in words a user can act on. */
export class AgentError extends Error {
  constructor(
    public readonly kind: AgentErrorKind,
    message: string,
  ) {
    // Messages quote the agent's own bytes and are stored; make them storable here once.
    super(safeText(message));
    this.name = 'AgentError';
  }
}

export const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat || '(empty)';
};

export const agentErrors = {
  timeout: (ms: number) =>
    new AgentError('TIMEOUT', `Agent did not reply within ${Math.round(ms / 1000)} s (the session timeout)`),
  notJson: (body: string) => new AgentError('BAD_RESPONSE', `Agent sent a reply that is not JSON: ${preview(body)}`),
  noText: (where = 'a "reply", "message", "content" or "text" field') =>
    new AgentError('BAD_RESPONSE', `Agent sent JSON without a reply text (expected ${where})`),
  empty: () => new AgentError('BAD_RESPONSE', 'Agent sent an empty reply'),
  http: (status: number, statusText: string, body: string) =>
    new AgentError('HTTP_ERROR', `Agent answered HTTP ${status}${statusText ? ` ${statusText}` : ''}: ${preview(body)}`),
  notAllowed: (url: string, reason: string) =>
    new AgentError('NOT_ALLOWED', `Agent URL ${url} is not allowed by this installation's agent URL policy: ${reason}`),
};

/** The URL as shown in messages: no query string, which may carry the agent's secret. */
export const shownUrl = (url: string | URL) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return String(url).replace(/\?.*$/, '');
  }
};

const TLS_CODES = /^(CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|ERR_TLS_|ERR_SSL_|ERR_OSSL_|HOSTNAME_MISMATCH)/;

/** Turns Node's network errors into what happened, naming the URL. */
export function connectionError(error: unknown, rawUrl: string): AgentError {
  if (error instanceof AgentError) return error;
  const url = shownUrl(rawUrl);
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  const code = (cause as { code?: string })?.code ?? (error as { code?: string })?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return new AgentError('CONNECTION_REFUSED', `Agent refused the connection at ${url} (is it running?)`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') {
    return new AgentError('CONNECTION_FAILED', `Agent host not found for ${url}: the DNS lookup failed (${code})`);
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return new AgentError('CLOSED', `Agent reset the connection at ${url} before finishing its reply`);
  }
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new AgentError('CONNECTION_FAILED', `Agent host at ${url} is unreachable (${code})`);
  }
  if ((code && TLS_CODES.test(code)) || code === 'EPROTO' || /SSL routines/.test(message)) {
    // OpenSSL's own text is long and internal; its reason ("wrong version number") is what helps.
    const reason = /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1] ?? message;
    const hint = /wrong version number|packet length too long/.test(reason) ? '; is the agent serving plain http on this port?' : '';
    return new AgentError('CONNECTION_FAILED', `TLS handshake with the agent at ${url} failed: ${reason}${hint} (${code ?? 'TLS'})`);
  }
  if (code?.startsWith('HPE_')) {
    return new AgentError('BAD_RESPONSE', `Agent at ${url} answered with something that is not HTTP (${code})`);
  }
  return new AgentError('CONNECTION_FAILED', `Could not reach the agent at ${url}: ${code ? `${message} (${code})` : message}`);
}

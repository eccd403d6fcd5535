export type AgentErrorKind = 'CONNECTION_REFUSED' | 'CONNECTION_FAILED' | 'HTTP_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE' | 'CLOSED';

/** The agent under test misbehaved; the message says how, in words a user can act on. */
export class AgentError extends Error {
  constructor(
    public readonly kind: AgentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat || '(empty)';
};

export const agentErrors = {
  timeout: (ms: number) =>
    new AgentError('TIMEOUT', `Agent did not reply within ${Math.round(ms / 1000)} s (the session timeout)`),
  notJson: (body: string) => new AgentError('BAD_RESPONSE', `Agent sent a reply that is not JSON: ${preview(body)}`),
  noText: () =>
    new AgentError('BAD_RESPONSE', 'Agent sent JSON without a reply text (expected a "reply", "message", "content" or "text" field)'),
  empty: () => new AgentError('BAD_RESPONSE', 'Agent sent an empty reply'),
  http: (status: number, statusText: string, body: string) =>
    new AgentError('HTTP_ERROR', `Agent answered HTTP ${status}${statusText ? ` ${statusText}` : ''}: ${preview(body)}`),
};

/** Turns Node's network errors into what happened, naming the URL. */
export function connectionError(error: unknown, url: string): AgentError {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  const code = (cause as { code?: string })?.code;
  if (code === 'ECONNREFUSED') return new AgentError('CONNECTION_REFUSED', `Agent refused the connection at ${url} (is it running?)`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new AgentError('CONNECTION_FAILED', `Agent host not found for ${url}`);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return new AgentError('CLOSED', `Agent closed the connection at ${url} before replying`);
  const message = error instanceof Error ? error.message : String(error);
  return new AgentError('CONNECTION_FAILED', `Could not reach the agent at ${url}: ${code ?? message}`);
}

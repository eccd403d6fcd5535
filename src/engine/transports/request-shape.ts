import { interpolate, renderTemplate } from '../../shared/body-template';
import { presetConnection, type ChatConnection } from '../../shared/chat-connection';
import type { ChatEndpoint, ChatMessage, ChatSessionOptions } from '../types';
import { AgentError } from './agent-error';

export interface ShapedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Headers that carry the secret, kept from other origins on redirect. */
  secretHeaders: string[];
}

/**
 * The settings in force. The Rehearse preset follows the protocol actually used (a run may
 * override it), keeping the agent's own headers, secret placement and keep-alive.
 */
export function connectionOf(endpoint: ChatEndpoint): ChatConnection {
  const stored = endpoint.connection;
  if (!stored) return presetConnection('REHEARSE', endpoint.protocol);
  if (stored.preset !== 'REHEARSE') return stored;
  const preset = presetConnection('REHEARSE', endpoint.protocol);
  return { ...preset, headers: stored.headers, secretPlacement: stored.secretPlacement, secretName: stored.secretName, pingIntervalSeconds: stored.pingIntervalSeconds };
}

/** What a template can read for one turn; `history` holds the conversation including this message. */
export function turnVariables(sessionId: string, history: ChatMessage[], options: ChatSessionOptions = {}) {
  const message = history.at(-1)?.content ?? '';
  const earlier = history.slice(0, -1);
  return {
    message,
    messages: history.map(({ role, content }) => ({ role, content })),
    history: earlier.map(({ role, content }) => ({ role, content })),
    transcript: earlier.map((m) => `${m.role === 'user' ? 'User' : 'Agent'}: ${m.content}`).join('\n'),
    turn: history.filter((m) => m.role === 'user').length,
    sessionId,
    vars: options.variables ?? {},
    persona: options.persona ?? {},
  };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/** The body (or WebSocket frame) for one turn, with the extra body merged under it. */
export function shapeBody(endpoint: ChatEndpoint, conn: ChatConnection, vars: Record<string, unknown>): string | undefined {
  if (!conn.bodyTemplate.trim()) return undefined;
  let template: unknown;
  try {
    template = JSON.parse(conn.bodyTemplate);
  } catch (e) {
    throw new AgentError('BAD_CONFIG', `The agent's body template is not valid JSON: ${(e as Error).message}`);
  }
  let body = renderTemplate(template, vars);
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    body = { ...endpoint.extraBody, ...(body as object) };
    if (conn.secretPlacement === 'BODY' && endpoint.secret && conn.secretName) setPath(body as Record<string, unknown>, conn.secretName, endpoint.secret);
  }
  return JSON.stringify(body);
}

/** URL, method and headers for one turn, with the secret where the agent wants it. */
export function shapeRequest(endpoint: ChatEndpoint, conn: ChatConnection, vars: Record<string, unknown>, accept: string): ShapedRequest {
  const url = new URL(interpolate(endpoint.url, vars, encodeURIComponent));
  const headers: Record<string, string> = { accept };
  const secretHeaders: string[] = [];
  const body = conn.method === 'GET' ? undefined : shapeBody(endpoint, conn, vars);
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (const h of conn.headers) if (h.name.trim()) headers[h.name.trim().toLowerCase()] = interpolate(h.value, vars);
  const secret = endpoint.secret;
  if (secret) {
    if (conn.secretPlacement === 'BEARER') {
      headers.authorization = `Bearer ${secret}`;
      secretHeaders.push('authorization');
    } else if (conn.secretPlacement === 'HEADER' && conn.secretName) {
      headers[conn.secretName.toLowerCase()] = secret;
      secretHeaders.push(conn.secretName);
    } else if (conn.secretPlacement === 'QUERY' && conn.secretName) url.searchParams.set(conn.secretName, secret);
  }
  return { url: url.toString(), method: conn.method, headers, body, secretHeaders };
}

/** Hides the secret in anything shown to a user. */
export function masker(secret: string | null | undefined) {
  if (!secret) return (s: string) => s;
  const encoded = encodeURIComponent(secret);
  return (s: string) => s.split(secret).join('••••••').split(encoded).join('••••••');
}

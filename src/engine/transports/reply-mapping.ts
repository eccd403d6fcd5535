import type { ReplyMapping, StreamMapping } from '../../shared/chat-connection';
import { evalExpr, parseExpr, type Expr } from '../../shared/reply-expr';
import type { ToolCall } from '../types';
import { AgentError, agentErrors } from './agent-error';
import { safeJson, safeText } from './safe-text';

export interface Extracted {
  text: string;
  endCall: boolean;
  toolCalls: ToolCall[];
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw agentErrors.notJson(body);
  }
}

const compile = <T extends object>(m: T) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'string' && k !== 'doneData' ? parseExpr(v) : null])) as Record<keyof T, Expr | null>;

const agentFailed = (message: unknown) =>
  new AgentError('BAD_RESPONSE', `Agent reported an error: ${typeof message === 'string' ? message : JSON.stringify(message)}`);

/** Reads a whole reply. "$" as the text path takes a body that is not JSON as the text itself. */
export function extractWhole(body: string, mapping: ReplyMapping): Extracted {
  const paths = compile(mapping);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    if (mapping.text.trim() === '$') return { text: safeText(body), endCall: false, toolCalls: [] };
    throw agentErrors.notJson(body);
  }
  const error = evalExpr(paths.error, json);
  if (error) throw agentFailed(error);
  const text = evalExpr(paths.text, json);
  const endCall = evalExpr(paths.endCall, json) === true;
  const toolCalls = toolCallList(evalExpr(paths.toolCalls, json)).map(finishToolCall);
  if (typeof text !== 'string' && !endCall && !toolCalls.length) {
    throw agentErrors.noText(mapping.text.trim() ? `a text at "${mapping.text.trim()}"` : 'a reply text path in the agent settings');
  }
  return { text: safeText(typeof text === 'string' ? text : ''), endCall, toolCalls };
}

interface PartialToolCall {
  name: string;
  arguments: unknown;
}

/**
 * Folds streamed events into one reply as they arrive: deltas append, a whole text replaces,
 * tool calls streamed in pieces (OpenAI's `index` + argument fragments) are joined.
 */
export class StreamFolder {
  private readonly paths: Record<keyof StreamMapping, Expr | null>;
  private text = '';
  private endCall = false;
  private readonly calls: PartialToolCall[] = [];
  private readonly indexed = new Map<number, PartialToolCall>();
  done = false;
  events = 0;

  constructor(
    private readonly mapping: StreamMapping,
    /** On a WebSocket nothing else marks the end, so a frame with the whole text ends the reply. */
    private readonly wholeTextEnds: boolean,
  ) {
    this.paths = compile(mapping);
  }

  /** One SSE `data:` value. */
  data(raw: string) {
    if (this.done) return;
    this.events++;
    if (this.mapping.doneData && raw.trim() === this.mapping.doneData) return void (this.done = true);
    this.event(parseJson(raw));
  }

  /** One parsed event or frame. */
  event(json: unknown) {
    if (this.done) return;
    const error = evalExpr(this.paths.error, json);
    if (error) throw agentFailed(error);
    const delta = evalExpr(this.paths.delta, json);
    const whole = evalExpr(this.paths.text, json);
    if (typeof delta === 'string') this.text += delta;
    else if (typeof whole === 'string') {
      this.text = whole;
      if (this.wholeTextEnds) this.done = true;
    }
    if (evalExpr(this.paths.endCall, json) === true) this.endCall = true;
    for (const call of toolCallList(evalExpr(this.paths.toolCalls, json))) this.addToolCall(call);
    if (evalExpr(this.paths.done, json)) this.done = true;
  }

  private addToolCall(raw: Record<string, unknown>) {
    const fn = (raw.function ?? {}) as Record<string, unknown>;
    const name = (raw.name ?? fn.name) as string | undefined;
    const args = raw.arguments ?? fn.arguments ?? raw.input ?? raw.args;
    if (typeof raw.index !== 'number') return void this.calls.push({ name: name ?? '', arguments: args });
    const slot = this.indexed.get(raw.index);
    if (!slot) {
      const call = { name: name ?? '', arguments: args ?? '' };
      this.indexed.set(raw.index, call);
      this.calls.push(call);
    } else {
      if (name) slot.name += name;
      if (typeof args === 'string' && typeof slot.arguments === 'string') slot.arguments += args;
      else if (args !== undefined) slot.arguments = args;
    }
  }

  result(): Extracted {
    return { text: safeText(this.text), endCall: this.endCall, toolCalls: this.calls.map(finishToolCall) };
  }
}

function toolCallList(value: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object');
}

/** A tool call as scorers see it: a name and its arguments, parsed when they are JSON text. */
function finishToolCall(raw: Record<string, unknown> | PartialToolCall): ToolCall {
  const fn = ((raw as Record<string, unknown>).function ?? {}) as Record<string, unknown>;
  const r = raw as Record<string, unknown>;
  const name = String(r.name || fn.name || '');
  let args = r.arguments ?? fn.arguments ?? r.input ?? r.args ?? {};
  if (typeof args === 'string') {
    try {
      args = args.trim() ? JSON.parse(args) : {};
    } catch {}
  }
  return safeJson({ name, arguments: args }) as ToolCall;
}

/**
 * The one way the engine talks to a language model: the LLM caller, the LLM judge and any
 * later generator all take this port as an argument, so the engine never knows which provider
 * (OpenAI, Azure, Ollama, vLLM, a test's local fake server) is behind it.
 */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmRequest {
  messages: LlmMessage[];
  /** Overrides the configured temperature for this call (a judge wants 0). */
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object back (response_format json_object where the provider supports it). */
  json?: boolean;
  /** Gives up with an LlmError of kind TIMEOUT after this long. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface LlmResponse {
  text: string;
  /** Wall time the model took; kept apart from any agent latency. */
  latencyMs: number;
}

export interface LlmClient {
  readonly model: string;
  complete(request: LlmRequest): Promise<LlmResponse>;
}

/** Where a workspace's model lives; the key never leaves the server. */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  temperature: number;
  /** Read answers as a stream of chunks, for providers and proxies that only stream. */
  stream?: boolean;
}

export type LlmErrorKind = 'TIMEOUT' | 'HTTP' | 'MALFORMED' | 'NETWORK';

/** Every failure of a model call, with a reason a person can read. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

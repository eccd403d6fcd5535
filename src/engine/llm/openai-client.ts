import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { extractJsonObject } from './json-text';
import { LlmError, type LlmClient, type LlmRequest, type LlmSettings } from './port';

/** A model call that names no limit gets this long. */
export const DEFAULT_LLM_TIMEOUT_MS = 60_000;
const BODY_EXCERPT_CHARS = 200;

export interface OpenAiClientOptions {
  /** Retries on 429/5xx/connection errors (the SDK's backoff); the timeout bounds them all. */
  maxRetries?: number;
}

/**
 * The LLM port over the `openai` SDK, for any OpenAI-compatible endpoint (OpenAI, Azure,
 * Ollama, vLLM, a proxy). With `stream` set it reads the answer as server-sent chunks
 * (`choices[0].delta.content`), for providers and proxies that only stream.
 */
export function openAiClient(settings: LlmSettings, opts: OpenAiClientOptions = {}): LlmClient {
  const sdk = new OpenAI({
    baseURL: settings.baseUrl,
    // Keyless local servers (Ollama, vLLM) still get a syntactically valid header.
    apiKey: settings.apiKey || 'none',
    maxRetries: opts.maxRetries ?? 2,
    timeout: DEFAULT_LLM_TIMEOUT_MS,
    logLevel: 'off',
  });
  const redact = (text: string) => (settings.apiKey ? text.replaceAll(settings.apiKey, '***') : text);

  async function call(request: LlmRequest, signal: AbortSignal, timeoutMs: number, jsonMode: boolean): Promise<string> {
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: settings.model,
      messages: request.messages,
      temperature: request.temperature ?? settings.temperature,
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
    };
    if (settings.stream) {
      const stream = await sdk.chat.completions.create({ ...body, stream: true }, { signal, timeout: timeoutMs });
      let text = '';
      let sawChoice = false;
      for await (const chunk of stream) {
        const choice = chunk?.choices?.[0];
        if (!choice) continue;
        sawChoice = true;
        text += choice.delta?.content ?? '';
      }
      if (!sawChoice) throw new LlmError('MALFORMED', 'The model streamed no choices');
      return text;
    }
    const res = (await sdk.chat.completions.create(body, { signal, timeout: timeoutMs })) as unknown;
    const choices = (res as { choices?: unknown } | null)?.choices;
    if (!Array.isArray(choices) || !choices.length) throw new LlmError('MALFORMED', 'The model answered without any choices');
    const content = (choices[0] as { message?: { content?: unknown } }).message?.content;
    return typeof content === 'string' ? content : '';
  }

  return {
    model: settings.model,
    async complete(request) {
      const timeoutMs = request.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
      const started = performance.now();
      try {
        let text: string;
        try {
          text = await call(request, signal, timeoutMs, !!request.json);
        } catch (error) {
          // Some compatible servers refuse JSON mode outright; the prompt still asks for JSON.
          if (!request.json || !(error instanceof OpenAI.APIError) || error.status !== 400 || !/response_format/i.test(error.message)) throw error;
          text = await call(request, signal, timeoutMs, false);
        }
        if (!text.trim()) throw new LlmError('MALFORMED', 'The model answered with empty content');
        if (request.json) {
          const object = extractJsonObject(text);
          if (!object) throw new LlmError('MALFORMED', `The model did not answer with JSON: "${excerpt(text)}"`);
          text = JSON.stringify(object);
        }
        return { text, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
      } catch (error) {
        if (deadline.signal.aborted && !request.signal?.aborted) {
          throw new LlmError('TIMEOUT', `The model did not answer within ${formatSeconds(timeoutMs)}`);
        }
        throw toLlmError(error, settings.baseUrl, redact);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function toLlmError(error: unknown, baseUrl: string, redact: (s: string) => string): LlmError {
  if (error instanceof LlmError) return new LlmError(error.kind, redact(error.message));
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new LlmError('TIMEOUT', 'The model did not answer in time');
  if (error instanceof OpenAI.APIUserAbortError) return new LlmError('NETWORK', 'The model call was cancelled');
  if (error instanceof OpenAI.APIConnectionError) return new LlmError('NETWORK', `Could not reach the model at ${baseUrl}`);
  if (error instanceof OpenAI.APIError && error.status) {
    const body = error.error === undefined ? error.message : JSON.stringify(error.error);
    return new LlmError('HTTP', redact(`The model endpoint answered HTTP ${error.status}: ${excerpt(body)}`));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError('MALFORMED', redact(`The model's answer could not be read: ${excerpt(message)}`));
}

const excerpt = (text: string) => (text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text);
const formatSeconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

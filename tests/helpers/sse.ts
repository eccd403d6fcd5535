/** Reads a tRPC subscription over server-sent events, as a browser's EventSource would. */
export async function collectSse(
  url: string,
  cookie: string,
  until: (events: unknown[]) => boolean,
  timeoutMs = 30_000,
): Promise<unknown[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`subscription failed: ${res.status} ${await res.text()}`);
  const events: unknown[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let idx: number;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const lines = block.split('\n');
        const data = lines.find((l) => l.startsWith('data:'));
        // Named events (connected, ping, return) are tRPC's own; data events carry superjson.
        if (data && !lines.some((l) => l.startsWith('event:'))) {
          const parsed = JSON.parse(data.slice(5));
          events.push(parsed.json ?? parsed);
        }
        if (until(events)) return events;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

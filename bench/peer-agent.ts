/**
 * The benchmark's external agent, in a process of its own: POST {message, sessionId} to
 * /chat/<delayMs> and it answers {"reply": "OK: <message>"} after exactly that delay. It counts
 * requests in flight (max, and the time-weighted mean between the first request and the last
 * reply) and how long it held each one, so both Rehearse and promptfoo are measured by the same
 * referee. GET /stats returns the figures; POST /reset starts a new measurement.
 */
import http from 'node:http';

let inFlight = 0;
let max = 0;
let area = 0;
let lastChange = 0;
let first = 0;
let last = 0;
let requests = 0;
let holds: Array<{ sessionId: string; holdMs: number }> = [];

function change(delta: number) {
  const now = performance.now();
  if (inFlight > 0) area += inFlight * (now - lastChange);
  lastChange = now;
  inFlight += delta;
  max = Math.max(max, inFlight);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    const window = last - first;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ requests, max, mean: window > 0 ? area / window : 0, windowMs: window, holds }));
    return;
  }
  if (req.method === 'POST' && req.url === '/reset') {
    inFlight = max = area = first = last = requests = 0;
    holds = [];
    res.end('{}');
    return;
  }
  const received = performance.now();
  if (!first) first = received;
  requests++;
  change(+1);
  const delayMs = Number(req.url?.split('/')[2] ?? 0);
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const { message, sessionId } = JSON.parse(body || '{}') as { message?: string; sessionId?: string };
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ reply: `OK: ${message ?? ''}` }), () => {
        change(-1);
        last = performance.now();
        holds.push({ sessionId: sessionId ?? '', holdMs: last - received });
      });
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  process.send?.({ port: addr.port });
});

import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Cookies are SameSite=Lax
 * already; this closes the gap for same-site subdomains and old browsers.
 */
export async function rejectCrossSite(req: FastifyRequest, reply: FastifyReply) {
  if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
  if (req.url.startsWith('/api/demo-agent/')) return; // an agent endpoint, called by workers, not browsers
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return reply.status(403).send({ error: 'Cross-origin request blocked (cors).' });
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return reply.status(403).send({ error: 'Cross-origin request blocked (cors): bad Origin header.' });
  }
  if (host !== req.headers.host) return reply.status(403).send({ error: 'Cross-origin request blocked (cors).' });
}

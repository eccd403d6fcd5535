import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built single page. Files under assets/ carry a content hash in their names, so browsers
 * may keep them for a year; index.html names the current ones and is revalidated every time.
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string) {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, file) {
      const hashed = path.relative(webDir, file).startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  // Client-side routes all load the single page.
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return reply.status(404).send({ error: 'Not found' });
    return reply.sendFile('index.html');
  });
}

export function readIndexHtml(webDir: string | undefined): string | null {
  if (!webDir) return null;
  try {
    return fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { voiceCaseRuns } from '../../server/db/schema';
import type { Services } from '../../server/services';
import { sessionUserFromRequest } from '../auth/session';
import { loadWorkspaceAccess } from '../workspaces/access';

const ZParams = z.object({ caseRunId: z.uuid('That is not a valid case run id') });

/** Parses a single "bytes=a-b" range (what audio elements send to seek); null when absent or unusable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * A voice case run's recording for the browser: only to a signed-in member of the workspace
 * that owns it, with byte ranges so the player can seek.
 */
export function registerRecordingRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/recordings/:caseRunId', async (req, reply) => {
    const params = ZParams.safeParse(req.params);
    if (!params.success) return reply.status(400).send({ error: z.prettifyError(params.error) });
    const user = await sessionUserFromRequest(services.db, req);
    if (!user) return reply.status(401).send({ error: 'USER NOT AUTHENTICATED' });
    const access = await loadWorkspaceAccess(services.db, user);
    if (!access || access.gate) return reply.status(404).send({ error: 'Recording not found' });
    const [row] = await services.db
      .select({ key: voiceCaseRuns.recordingKey })
      .from(voiceCaseRuns)
      .where(and(eq(voiceCaseRuns.caseRunId, params.data.caseRunId), eq(voiceCaseRuns.workspaceId, access.workspaceId)));
    const size = row?.key ? await services.recordings.size(row.key) : null;
    if (!row?.key || size === null) return reply.status(404).send({ error: 'Recording not found' });

    reply.header('accept-ranges', 'bytes').header('content-type', 'audio/wav').header('cache-control', 'private, max-age=3600');
    const range = parseRange(req.headers.range, size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${size}`).send();
    if (!range) return reply.header('content-length', size).send(services.recordings.read(row.key, 0, size - 1));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(services.recordings.read(row.key, range.start, range.end));
  });
}

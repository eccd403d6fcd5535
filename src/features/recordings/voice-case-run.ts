import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { voiceCaseRuns } from '../../server/db/schema';

/** What a voice case run heard, for its panel on the run page; null for a chat case run. */
export async function getVoiceCaseRun(db: Db, workspaceId: string, caseRunId: string) {
  const [row] = await db
    .select()
    .from(voiceCaseRuns)
    .where(and(eq(voiceCaseRuns.caseRunId, caseRunId), eq(voiceCaseRuns.workspaceId, workspaceId)));
  if (!row) return null;
  const { recordingKey, workspaceId: _w, ...rest } = row;
  return {
    ...rest,
    recordingUrl: recordingKey ? `/api/recordings/${caseRunId}` : null,
    /** Credits are charged per started minute of call. */
    billedMinutes: Math.max(1, Math.ceil(row.callDurationMs / 60_000)),
  };
}

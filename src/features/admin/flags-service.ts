import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { organizations, workspaces } from '../../server/db/schema';
import { workspaceFlags } from '../users/boot';
import type { TUpdateWorkspaceFlags } from './schema';

export async function listWorkspaceFlags(db: Db) {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      organization: organizations.name,
      features: workspaces.features,
      voiceDisabled: workspaces.voiceDisabled,
      showExperiments: workspaces.showExperiments,
    })
    .from(workspaces)
    .innerJoin(organizations, eq(organizations.id, workspaces.organizationId))
    .where(isNull(workspaces.deletedAt))
    .orderBy(asc(organizations.name), asc(workspaces.name));
  return rows.map((r) => ({ id: r.id, name: r.name, organization: r.organization, flags: workspaceFlags(r) }));
}

/** Writes the flags: the two that have columns go there, the rest into the features object. */
export async function updateWorkspaceFlags(db: Db, input: TUpdateWorkspaceFlags): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ features: workspaces.features }).from(workspaces).where(eq(workspaces.id, input.workspaceId)).for('update');
    if (!row) return false;
    const { voiceDisabled, showExperiments, testingFrameworkOverride, ...rest } = input.flags;
    const features: Record<string, boolean> = { ...row.features };
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) features[k] = v;
    if (testingFrameworkOverride === null) delete features.testingFrameworkOverride;
    else if (testingFrameworkOverride !== undefined) features.testingFrameworkOverride = testingFrameworkOverride;
    await tx
      .update(workspaces)
      .set({ features, ...(voiceDisabled !== undefined && { voiceDisabled }), ...(showExperiments !== undefined && { showExperiments }) })
      .where(eq(workspaces.id, input.workspaceId));
    return true;
  });
}

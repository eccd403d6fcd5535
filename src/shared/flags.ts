// Per-workspace feature flags and the client flags the browser derives from them.

/** The flags a workspace stores (its "features"); voiceDisabled and showExperiments also have columns. */
export const WORKSPACE_FLAG_KEYS = [
  'hume',
  'voiceDisabled',
  'showOpenApi',
  'showPlayground',
  'showExperiments',
  'showNewAgents',
  'showTestingFramework',
  'showCredits',
  'useGeminiRealtime',
] as const;
export type WorkspaceFlagKey = (typeof WORKSPACE_FLAG_KEYS)[number];
export type WorkspaceFlags = Partial<Record<WorkspaceFlagKey, boolean>> & {
  /** Set to false to keep the Testing Framework off even for system admins. */
  testingFrameworkOverride?: boolean;
};

export const WORKSPACE_FLAG_LABELS: Record<WorkspaceFlagKey, string> = {
  hume: 'Hume voices',
  voiceDisabled: 'Voice disabled',
  showOpenApi: 'Open API',
  showPlayground: 'Playground',
  showExperiments: 'Experiments',
  showNewAgents: 'New agents',
  showTestingFramework: 'Testing Framework',
  showCredits: 'Credits',
  useGeminiRealtime: 'Gemini Realtime',
};

export interface ClientFlags {
  isHumeEnabled: boolean;
  isVoiceEnabled: boolean;
  isOpenApiEnabled: boolean;
  isPlaygroundEnabled: boolean;
  isExperimentsEnabled: boolean;
  isNewAgentsEnabled: boolean;
  isTestingFrameworkEnabled: boolean;
  isCreditsEnabled: boolean;
  isGeminiRealtimeEnabled: boolean;
}
export type ClientFlagName = keyof ClientFlags;

/** Everything is off until the workspace is known, so nothing flashes in and out. */
export const CLIENT_FLAGS_OFF: ClientFlags = {
  isHumeEnabled: false,
  isVoiceEnabled: false,
  isOpenApiEnabled: false,
  isPlaygroundEnabled: false,
  isExperimentsEnabled: false,
  isNewAgentsEnabled: false,
  isTestingFrameworkEnabled: false,
  isCreditsEnabled: false,
  isGeminiRealtimeEnabled: false,
};

/**
 * The browser's flags from the default workspace's. Voice is on unless disabled; the Testing
 * Framework is on when its flag is or the user is a system admin, unless the override says false.
 */
export function deriveClientFlags(flags: WorkspaceFlags | null | undefined, isAdmin: boolean): ClientFlags {
  if (!flags) return CLIENT_FLAGS_OFF;
  const testingFramework = flags.testingFrameworkOverride === false ? false : !!flags.showTestingFramework || isAdmin;
  return {
    isHumeEnabled: !!flags.hume,
    isVoiceEnabled: !flags.voiceDisabled,
    isOpenApiEnabled: !!flags.showOpenApi,
    isPlaygroundEnabled: !!flags.showPlayground,
    isExperimentsEnabled: !!flags.showExperiments,
    isNewAgentsEnabled: !!flags.showNewAgents,
    isTestingFrameworkEnabled: testingFramework,
    isCreditsEnabled: !!flags.showCredits,
    isGeminiRealtimeEnabled: !!flags.useGeminiRealtime,
  };
}

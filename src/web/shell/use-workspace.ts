import { useBoot } from '../lib/boot';

/** The current (default) workspace with the caller's role; `isAdmin` is the system-admin check the navigation uses. */
export function useWorkspace() {
  const boot = useBoot();
  return { ...boot, data: boot.data?.defaultWorkspace ?? undefined, isAdmin: !!boot.data?.isAdmin };
}

import { TABLET_BREAKPOINT_PX } from '../../shared/constants';
import { useFlags } from '../lib/boot';
import { useMediaQuery } from '../lib/use-media-query';
import { useStoredValue } from '../lib/stored-value';
import type { NavMode } from '../surface';

const COLLAPSED_KEY = 'rehearse.nav.collapsed';
const MODE_KEY = 'rehearse.nav.mode';

/** Pure rule: which navigation shows. Where the toggle is offered, the new one is the default. */
export function effectiveNavMode(toggleAvailable: boolean, stored: string | null): NavMode {
  if (!toggleAvailable) return 'classic';
  return stored === 'classic' ? 'classic' : 'testing-framework';
}

/** Pure rule: the rail is open by default from tablet width up; a stored choice wins. */
export function effectiveCollapsed(wide: boolean, stored: string | null): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return !wide;
}

/** The navigation mode and whether the toggle is offered (admins, or the Testing Framework flag). */
export function useNavMode() {
  const flags = useFlags();
  const [stored, setStored] = useStoredValue(MODE_KEY);
  const available = flags.isTestingFrameworkEnabled;
  return {
    available,
    mode: effectiveNavMode(available, stored),
    setMode: (mode: NavMode) => setStored(mode),
  };
}

/** Whether the wide navigation is folded to an icon rail, remembered across reloads. */
export function useNavCollapsed() {
  const wide = useMediaQuery(`(min-width: ${TABLET_BREAKPOINT_PX}px)`);
  const [stored, setStored] = useStoredValue(COLLAPSED_KEY);
  const collapsed = effectiveCollapsed(wide, stored);
  return { wide, collapsed, setCollapsed: (next: boolean) => setStored(next ? '1' : '0') };
}

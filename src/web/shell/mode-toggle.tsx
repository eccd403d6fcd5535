import { cn } from '../lib/cn';
import { focusRing } from '../ui/button';
import { Tooltip } from '../ui/tooltip';
import type { NavMode } from '../surface';
import { useNavMode } from './nav-prefs';

const OPTIONS: Array<{ mode: NavMode; label: string; short: string }> = [
  { mode: 'testing-framework', label: 'Testing Framework', short: 'New' },
  { mode: 'classic', label: 'Original Framework', short: 'Orig' },
];

/** Switches between the Testing Framework and the original navigation; offered to admins or with the flag. */
export function ModeToggle({ collapsed }: { collapsed: boolean }) {
  const { available, mode, setMode } = useNavMode();
  if (!available) return null;
  return (
    <div role="radiogroup" aria-label="Navigation mode" className={cn('grid gap-0.5 rounded-md bg-muted p-0.5', collapsed ? 'grid-cols-1' : 'grid-cols-2')}>
      {OPTIONS.map((o) => (
        <Tooltip key={o.mode} label={o.label} disabled={!collapsed}>
          <button
            type="button"
            role="radio"
            aria-checked={mode === o.mode}
            aria-label={o.label}
            onClick={() => setMode(o.mode)}
            className={cn(
              'h-6 truncate rounded px-1.5 text-[11px] font-medium transition-colors',
              focusRing,
              mode === o.mode ? 'bg-card text-fg shadow-xs' : 'text-muted-fg hover:text-fg',
            )}
          >
            {collapsed ? o.short : o.label.replace(' Framework', '')}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}

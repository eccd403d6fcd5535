import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { type Theme, THEMES, useTheme } from '../lib/theme';
import { focusRing } from '../ui/button';
import { Tooltip } from '../ui/tooltip';

const ICONS = { light: Sun, system: Monitor, dark: Moon } as const;
const LABELS: Record<Theme, string> = { light: 'Light', system: 'System', dark: 'Dark' };

/** Light, system or dark (default system), stored under "theme". Collapsed it cycles through the three. */
export function ThemeToggle({ compact }: { compact?: boolean }) {
  const { theme, setTheme } = useTheme();
  if (compact) {
    const Icon = ICONS[theme];
    const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
    return (
      <Tooltip label={`Theme: ${LABELS[theme]}`} side="right">
        <button
          type="button"
          onClick={() => setTheme(next)}
          aria-label={`Theme: ${LABELS[theme]}. Switch to ${LABELS[next]}`}
          className={cn('flex size-8 items-center justify-center rounded-md text-muted-fg hover:bg-muted hover:text-fg', focusRing)}
        >
          <Icon className="size-4" />
        </button>
      </Tooltip>
    );
  }
  return (
    <div role="radiogroup" aria-label="Theme" className="flex rounded-md border border-border bg-card p-0.5">
      {THEMES.map((t) => {
        const Icon = ICONS[t];
        const active = t === theme;
        return (
          <Tooltip key={t} label={LABELS[t]}>
            <button
              type="button"
              role="radio"
              aria-checked={active}
              aria-label={LABELS[t]}
              onClick={() => setTheme(t)}
              className={cn(
                'flex h-6 flex-1 items-center justify-center rounded-[5px] px-2 transition-colors',
                focusRing,
                active ? 'bg-muted text-fg shadow-xs' : 'text-muted-fg hover:text-fg',
              )}
            >
              <Icon className="size-3.5" />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}

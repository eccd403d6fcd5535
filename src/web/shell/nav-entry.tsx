import type { LucideIcon } from 'lucide-react';
import { AppNavLink } from '../lib/app-link';
import { cn } from '../lib/cn';
import { focusRing } from '../ui/button';
import { Tooltip } from '../ui/tooltip';

export const navItemClass = (collapsed: boolean, active = false) =>
  cn(
    'flex h-8 items-center gap-2.5 rounded-md px-2 text-sm transition-colors',
    focusRing,
    collapsed && 'justify-center px-0',
    active ? 'bg-muted font-medium text-fg' : 'text-muted-fg hover:bg-muted/60 hover:text-fg',
  );

/** One navigation link; on the collapsed rail only its icon shows, named for assistive tech. */
export function NavEntry({
  label,
  to,
  icon: Icon,
  end,
  beta,
  collapsed,
}: {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  beta?: boolean;
  collapsed: boolean;
}) {
  return (
    <li>
      {/* The span carries the tooltip: NavLink's className is a function, which Radix's Slot would flatten. */}
      <Tooltip label={label} side="right" disabled={!collapsed}>
        <span className="block">
          <AppNavLink to={to} end={end} aria-label={collapsed ? label : undefined} className={({ isActive }) => navItemClass(collapsed, isActive)}>
            <Icon aria-hidden className="size-4 shrink-0" />
            {!collapsed && <span className="truncate">{label}</span>}
            {!collapsed && beta && <span className="ml-auto rounded bg-primary/10 px-1.5 py-px text-[10px] font-medium text-primary">beta</span>}
          </AppNavLink>
        </span>
      </Tooltip>
    </li>
  );
}

/** A link that leaves the app (documentation, mail). */
export function ExternalEntry({ label, href, icon: Icon, collapsed }: { label: string; href: string; icon: LucideIcon; collapsed: boolean }) {
  // Server-served documents (the API reference) open beside the app, like external ones.
  const external = href.startsWith('http') || href.startsWith('/api/');
  return (
    <li>
      <Tooltip label={label} side="right" disabled={!collapsed}>
        <a
          href={href}
          target={external ? '_blank' : undefined}
          rel={external ? 'noreferrer' : undefined}
          aria-label={collapsed ? label : undefined}
          className={navItemClass(collapsed)}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {!collapsed && <span className="truncate">{label}</span>}
        </a>
      </Tooltip>
    </li>
  );
}

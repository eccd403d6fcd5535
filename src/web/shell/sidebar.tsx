import { Shield } from 'lucide-react';
import { VERSION_LABEL } from '../../shared/constants';
import { AppNavLink } from '../lib/app-link';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { focusRing } from '../ui/button';
import { AgentSelector } from './agent-selector';
import { type NavItem, navSections } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import { useWorkspace } from './use-workspace';

function NavEntry({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <li>
      <AppNavLink
        to={item.to}
        end={item.end}
        title={collapsed ? item.label : undefined}
        aria-label={collapsed ? item.label : undefined}
        className={({ isActive }) =>
          cn(
            'flex h-8 items-center gap-2.5 rounded-md px-2 text-sm transition-colors',
            focusRing,
            collapsed && 'justify-center px-0',
            isActive ? 'bg-muted font-medium text-fg' : 'text-muted-fg hover:bg-muted/60 hover:text-fg',
          )
        }
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {!collapsed && <span className="truncate">{item.label}</span>}
      </AppNavLink>
    </li>
  );
}

/** The left navigation: agent selector, classic-mode links, and the footer (SPEC §2.2). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { isAdmin } = useWorkspace();
  const { data: user } = useSession();
  return (
    <aside
      aria-label="Main navigation"
      className={cn(
        'flex h-full shrink-0 flex-col border-r border-border bg-sidebar transition-[width] duration-200',
        collapsed ? 'w-14' : 'w-60',
      )}
    >
      <div className={cn('flex h-14 items-center gap-2 px-3', collapsed && 'justify-center px-0')}>
        <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-fg shadow-sm">R</span>
        {!collapsed && <span className="text-[15px] font-semibold tracking-tight text-fg">Rehearse</span>}
      </div>
      <div className={cn('px-3 pb-3', collapsed && 'flex justify-center px-0')}>
        <AgentSelector compact={collapsed} />
      </div>
      <nav className="flex-1 overflow-y-auto px-2">
        {navSections(isAdmin).map((section, i) => (
          <div key={section.label ?? i} className="mb-3">
            {section.label && !collapsed && (
              <p className="px-2 pb-1 text-[11px] font-medium tracking-wider text-muted-fg/80 uppercase">{section.label}</p>
            )}
            <ul className="space-y-0.5">
              {section.items.map((item) => (
                <NavEntry key={item.to} item={item} collapsed={collapsed} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="space-y-2 border-t border-border p-2">
        {user?.isAdmin && (
          <ul>
            <NavEntry item={{ label: 'Admin', to: '/admin', icon: Shield }} collapsed={collapsed} />
          </ul>
        )}
        <ProfileMenu compact={collapsed} />
        <div className={cn('flex items-center gap-2 px-1', collapsed ? 'flex-col' : 'justify-between')}>
          <ThemeToggle compact={collapsed} />
          <span className="text-[11px] text-muted-fg tabular-nums">{VERSION_LABEL}</span>
        </div>
      </div>
    </aside>
  );
}

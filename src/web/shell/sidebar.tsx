import { ArrowLeft, BookOpen, Code2, MessageSquare, Settings } from 'lucide-react';
import { useLocation } from 'react-router';
import { CONTACT_EMAIL, VERSION_LABEL } from '../../shared/constants';
import { useViewer } from '../lib/boot';
import { cn } from '../lib/cn';
import { usePublicConfig } from '../lib/public-config';
import { useSelection } from '../lib/selection';
import { allowed } from '../surface';
import { ALL_NAV, ALL_SETTINGS } from '../surfaces';
import { AgentSelector } from './agent-selector';
import { ModeToggle } from './mode-toggle';
import { ExternalEntry, NavEntry } from './nav-entry';
import { navSections } from './nav-items';
import { useNavMode } from './nav-prefs';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

function AppNavigation({ collapsed }: { collapsed: boolean }) {
  const viewer = useViewer();
  const { mode } = useNavMode();
  const sections = navSections(ALL_NAV, mode, viewer).filter((s) => s.id !== 'footer');
  return (
    <nav aria-label="Sections" data-mode={mode} className="flex-1 overflow-y-auto px-2">
      {sections.map((section) => (
        <div key={section.id} className="mb-3">
          {section.label && !collapsed && (
            <p className="px-2 pb-1 text-[11px] font-medium tracking-wider text-muted-fg/80 uppercase">{section.label}</p>
          )}
          {section.label && collapsed && <div aria-hidden className="mx-2 mb-1 h-px bg-border" />}
          <ul className="space-y-0.5" aria-label={section.label}>
            {section.items.map((item) => (
              <NavEntry key={`${item.to}-${item.label}`} {...item} collapsed={collapsed} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Inside settings: the settings pages and the way back to the selected agent (or the Dashboard). */
function SettingsNavigation({ collapsed }: { collapsed: boolean }) {
  const viewer = useViewer();
  const { selection } = useSelection();
  const back = selection.kind === 'agent' ? `/agents/${selection.agentId}` : '/';
  const entries = ALL_SETTINGS.filter((e) => allowed(e, viewer)).sort((a, b) => a.order - b.order);
  return (
    <nav aria-label="Settings" className="flex-1 overflow-y-auto px-2">
      <ul className="mb-3">
        <NavEntry label="Back to App" to={back} icon={ArrowLeft} end collapsed={collapsed} />
      </ul>
      {!collapsed && <p className="px-2 pb-1 text-[11px] font-medium tracking-wider text-muted-fg/80 uppercase">Settings</p>}
      <ul className="space-y-0.5">
        {entries.map((e) => (
          <NavEntry key={e.to} label={e.label} to={e.to} icon={e.icon} collapsed={collapsed} />
        ))}
      </ul>
    </nav>
  );
}

function Footer({ collapsed }: { collapsed: boolean }) {
  const viewer = useViewer();
  const config = usePublicConfig().data;
  const footerEntries = navSections(ALL_NAV, 'classic', viewer).find((s) => s.id === 'footer')?.items ?? [];
  const hasSettings = ALL_SETTINGS.some((e) => allowed(e, viewer));
  return (
    <div className="space-y-2 border-t border-border p-2">
      <ul className="space-y-0.5">
        {footerEntries.map((item) => (
          <NavEntry key={item.to} {...item} collapsed={collapsed} />
        ))}
        {hasSettings && <NavEntry label="Settings" to="/settings" icon={Settings} collapsed={collapsed} />}
        <ExternalEntry label="Feedback" href={`mailto:${CONTACT_EMAIL}?subject=Feedback`} icon={MessageSquare} collapsed={collapsed} />
        {config?.apiReferenceUrl && <ExternalEntry label="API Reference" href={config.apiReferenceUrl} icon={Code2} collapsed={collapsed} />}
        {config?.docsUrl && <ExternalEntry label="Documentation" href={config.docsUrl} icon={BookOpen} collapsed={collapsed} />}
      </ul>
      <ProfileMenu compact={collapsed} />
      <div className={cn('flex items-center gap-2 px-1', collapsed ? 'flex-col' : 'justify-between')}>
        <ThemeToggle compact={collapsed} />
        <span className="text-[11px] text-muted-fg tabular-nums">{VERSION_LABEL}</span>
      </div>
    </div>
  );
}

/** The left navigation: the agent selector and the features' entries in the current mode, or the settings list; then the footer. */
export function Sidebar({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const { pathname } = useLocation();
  const inSettings = pathname === '/settings' || pathname.startsWith('/settings/');
  return (
    <aside
      aria-label="Main navigation"
      data-collapsed={collapsed}
      className={cn(
        'flex h-full shrink-0 flex-col border-r border-border bg-sidebar transition-[width] duration-200',
        collapsed ? 'w-14' : 'w-60',
        className,
      )}
    >
      <div className={cn('flex h-14 items-center gap-2 px-3', collapsed && 'justify-center px-0')}>
        <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-fg shadow-sm">R</span>
        {!collapsed && <span className="text-[15px] font-semibold tracking-tight text-fg">Rehearse</span>}
      </div>
      {!inSettings && (
        <div className={cn('space-y-2 px-3 pb-3', collapsed && 'flex flex-col items-center px-1')}>
          <AgentSelector compact={collapsed} />
          <ModeToggle collapsed={collapsed} />
        </div>
      )}
      {inSettings ? <SettingsNavigation collapsed={collapsed} /> : <AppNavigation collapsed={collapsed} />}
      <Footer collapsed={collapsed} />
    </aside>
  );
}

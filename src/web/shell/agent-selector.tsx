import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bot, Check, ChevronRight, ChevronsUpDown, FolderPlus, Layers, LayoutGrid, Plus, RotateCw, Search, Users } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CreateGroupDialog } from '../../features/agent-groups/ui/create-group-dialog';
import { cn } from '../lib/cn';
import { useSelection } from '../lib/selection';
import { useHoverIntent } from '../lib/hover-intent';
import { useAgentGroups, useAgents } from '../lib/use-agents';
import { focusRing } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { searchAgents } from './agent-search';
import { menuContentClass, menuItemClass, menuLabelClass } from './menu-styles';

/** The agent selector (SPEC §2.4): All Agents, groups with their members, ungrouped agents, Create New. */
export function AgentSelector({ compact }: { compact?: boolean }) {
  const agents = useAgents();
  const groups = useAgentGroups();
  const { selection, selectAgent, selectGroup, selectOverview } = useSelection();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [groupDialog, setGroupDialog] = useState(false);
  const hover = useHoverIntent<string>();
  const searchRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const list = agents.data ?? [];
  const results = useMemo(() => searchAgents(list, query), [list, query]);
  const ungrouped = list.filter((a) => !a.groupId);

  const selectedAgent = selection.kind === 'agent' ? list.find((a) => a.id === selection.agentId) : undefined;
  const selectedGroup = selection.kind === 'group' ? groups.data?.find((g) => g.id === selection.groupId) : undefined;
  const label =
    selection.kind === 'overview' ? 'All Agents' : (selectedGroup?.name ?? selectedAgent?.name ?? 'Select an Agent');
  const kindLabel = selection.kind === 'group' ? 'Group' : selection.kind === 'agent' ? 'Agent' : 'Overview';

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pickAgent = (id: string) => {
    selectAgent(id);
    close();
  };

  const agentItem = (a: (typeof list)[number]) => (
    <DropdownMenu.Item key={a.id} className={menuItemClass} onSelect={() => pickAgent(a.id)}>
      <Bot aria-hidden className="size-4 text-muted-fg" />
      <span className="min-w-0 flex-1 truncate">{a.name}</span>
      {selection.kind === 'agent' && selection.agentId === a.id && <Check aria-hidden className="size-4 text-primary" />}
    </DropdownMenu.Item>
  );

  return (
    <>
      <DropdownMenu.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setTimeout(() => searchRef.current?.focus(), 0);
          else setQuery('');
        }}
      >
        <DropdownMenu.Trigger
          aria-label={`Agent selector: ${label}`}
          data-testid="agent-selector"
          className={cn(
            'flex w-full items-center gap-2 rounded-md border border-border bg-card text-left shadow-xs hover:bg-muted/60',
            focusRing,
            compact ? 'size-9 justify-center' : 'h-11 px-2.5',
          )}
        >
          <span className="flex size-6 shrink-0 items-center justify-center rounded bg-primary/12 text-primary">
            {selection.kind === 'group' ? <Layers className="size-3.5" /> : selection.kind === 'agent' ? <Bot className="size-3.5" /> : <LayoutGrid className="size-3.5" />}
          </span>
          {!compact && (
            <>
              <span className="min-w-0 flex-1">
                <span className="block text-[10px] leading-none font-medium tracking-wider text-muted-fg uppercase">{kindLabel}</span>
                <span className={cn('mt-0.5 block truncate text-sm font-medium', label === 'Select an Agent' ? 'text-muted-fg' : 'text-fg')}>{label}</span>
              </span>
              <ChevronsUpDown aria-hidden className="size-4 text-muted-fg" />
            </>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            ref={contentRef}
            align="start"
            side={compact ? 'right' : 'bottom'}
            sideOffset={6}
            className={cn(menuContentClass, 'w-72')}
          >
            <div className="flex items-center gap-2 border-b border-border px-2 pb-1.5">
              <Search aria-hidden className="size-4 text-muted-fg" />
              <input
                ref={searchRef}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown') {
                    e.preventDefault();
                    contentRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
                  } else if (e.key !== 'Escape' && e.key !== 'Tab') e.stopPropagation();
                }}
                placeholder="Search agents..."
                aria-label="Search agents"
                className="h-8 w-full bg-transparent text-sm outline-none placeholder:text-muted-fg"
              />
            </div>

            <div className="max-h-[60vh] overflow-y-auto py-1">
              {agents.isError ? (
                <div className="px-2 py-3 text-sm">
                  <p className="text-danger">Unable to load agents</p>
                  <button
                    type="button"
                    onClick={() => agents.refetch()}
                    className={cn('mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-primary hover:underline', focusRing)}
                  >
                    <RotateCw aria-hidden className="size-3.5" /> Reload
                  </button>
                </div>
              ) : agents.isPending ? (
                <div className="flex justify-center py-4">
                  <Spinner />
                </div>
              ) : query.trim() ? (
                results.length ? (
                  results.map(agentItem)
                ) : (
                  <p className="px-2 py-3 text-sm text-muted-fg">No agents match “{query.trim()}”</p>
                )
              ) : (
                <>
                  <DropdownMenu.Item className={menuItemClass} onSelect={() => (selectOverview(), close())}>
                    <LayoutGrid aria-hidden className="size-4 text-muted-fg" />
                    <span className="flex-1">All Agents</span>
                    {selection.kind === 'overview' && <Check aria-hidden className="size-4 text-primary" />}
                  </DropdownMenu.Item>

                  {!!groups.data?.length && <DropdownMenu.Label className={menuLabelClass}>Groups</DropdownMenu.Label>}
                  {groups.data?.map((g) => {
                    const members = list.filter((a) => a.groupId === g.id);
                    return (
                      <DropdownMenu.Sub
                        key={g.id}
                        open={hover.open === g.id}
                        onOpenChange={(next) => {
                          // Pointer movement is timed by the hover intent; keyboard opening and all closing apply at once.
                          if (!next) hover.openNow(null);
                        }}
                      >
                        <DropdownMenu.SubTrigger
                          className={menuItemClass}
                          onPointerEnter={() => hover.enter(g.id)}
                          onPointerLeave={hover.leave}
                          onKeyDown={(e) => (e.key === 'ArrowRight' || e.key === 'Enter' || e.key === ' ') && hover.openNow(g.id)}
                        >
                          <Layers aria-hidden className="size-4 text-muted-fg" />
                          <span className="min-w-0 flex-1 truncate">{g.name}</span>
                          {selection.kind === 'group' && selection.groupId === g.id && <Check aria-hidden className="size-4 text-primary" />}
                          <ChevronRight aria-hidden className="size-4 text-muted-fg" />
                        </DropdownMenu.SubTrigger>
                        <DropdownMenu.Portal>
                          <DropdownMenu.SubContent
                            sideOffset={4}
                            className={cn(menuContentClass, 'w-60')}
                            onPointerEnter={hover.stay}
                            onPointerLeave={hover.leave}
                          >
                            <DropdownMenu.Item className={menuItemClass} onSelect={() => (selectGroup(g.id), close())}>
                              <Users aria-hidden className="size-4 text-muted-fg" />
                              Select group
                            </DropdownMenu.Item>
                            <DropdownMenu.Separator className="my-1 h-px bg-border" />
                            <div className="max-h-[200px] overflow-y-auto">
                              {members.length ? members.map(agentItem) : <p className="px-2 py-1.5 text-sm text-muted-fg">No agents</p>}
                            </div>
                          </DropdownMenu.SubContent>
                        </DropdownMenu.Portal>
                      </DropdownMenu.Sub>
                    );
                  })}

                  {!!ungrouped.length && <DropdownMenu.Label className={menuLabelClass}>Agents</DropdownMenu.Label>}
                  {ungrouped.map(agentItem)}
                </>
              )}
            </div>

            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={menuItemClass}>
                <Plus aria-hidden className="size-4 text-muted-fg" />
                <span className="flex-1">Create New</span>
                <ChevronRight aria-hidden className="size-4 text-muted-fg" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent sideOffset={4} className={cn(menuContentClass, 'min-w-44')}>
                  <DropdownMenu.Item className={menuItemClass} onSelect={() => (close(), navigate('/agents/create'))}>
                    <Bot aria-hidden className="size-4 text-muted-fg" />
                    New Agent
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={menuItemClass} onSelect={() => (close(), setTimeout(() => setGroupDialog(true), 0))}>
                    <FolderPlus aria-hidden className="size-4 text-muted-fg" />
                    New Group
                  </DropdownMenu.Item>
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <CreateGroupDialog open={groupDialog} onOpenChange={setGroupDialog} onCreated={selectGroup} />
    </>
  );
}

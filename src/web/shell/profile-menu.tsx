import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronsUpDown, LogOut } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { focusRing } from '../ui/button';
import { LogoutDialog } from './logout-dialog';
import { menuContentClass, menuItemClass } from './menu-styles';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** The footer's profile entry: who is signed in, and Log out. */
export function ProfileMenu({ compact }: { compact?: boolean }) {
  const { data: user } = useSession();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Profile"
          className={cn(
            'flex w-full items-center gap-2.5 rounded-md p-1.5 text-left hover:bg-muted data-[state=open]:bg-muted',
            focusRing,
            compact && 'justify-center',
          )}
        >
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[11px] font-semibold text-primary">
            {initials(user.name) || '?'}
          </span>
          {!compact && (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-fg">{user.name}</span>
                <span className="block truncate text-xs text-muted-fg">{user.email}</span>
              </span>
              <ChevronsUpDown aria-hidden className="size-4 text-muted-fg" />
            </>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content side="top" align="start" sideOffset={6} className={cn(menuContentClass, 'w-56')}>
            <div className="px-2 py-1.5">
              <p className="truncate text-sm font-medium text-fg">{user.name}</p>
              <p className="truncate text-xs text-muted-fg">{user.email}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setTimeout(() => setConfirming(true), 0)}>
              <LogOut aria-hidden className="size-4" />
              Log out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirming} onOpenChange={setConfirming} />
    </>
  );
}

import { ConfirmDialog } from '../ui/confirm-dialog';
import { useLogout } from './use-logout';

/** SPEC §2.2: logging out asks for confirmation first. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure you want to log out?"
      description="You will be redirected to the login page and will need to sign in again to continue."
      confirmLabel="Log out"
      onConfirm={logout}
    />
  );
}

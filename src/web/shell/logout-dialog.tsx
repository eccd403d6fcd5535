import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useLogout } from './use-logout';

/** SPEC §2.2: logging out asks for confirmation first. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Are you sure you want to log out?"
      description="You will be redirected to the login page and will need to sign in again to continue."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await logout();
            }}
          >
            {busy ? 'Loading...' : 'Log out'}
          </Button>
        </>
      }
    />
  );
}

import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * SPEC §4.5: confirm runs the action and closes on success; on failure it logs and stays open.
 * The confirm button reads "Loading..." while busy.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      console.error(`[${title}]`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={confirm}>
            {busy ? 'Loading...' : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

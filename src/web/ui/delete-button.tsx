import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A Delete button that asks first. */
export function DeleteButton({ title, description, onConfirm }: { title: string; description: ReactNode; onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={title} description={description} confirmLabel="Delete" onConfirm={onConfirm} />
    </>
  );
}

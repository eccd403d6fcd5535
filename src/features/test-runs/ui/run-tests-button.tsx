import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { Button, type ButtonProps } from '../../../web/ui/button';
import { RunDialog } from './run-dialog';

/** Opens the run dialog for the agent's cases, its active ones already chosen. */
export function RunTestsButton({
  agentId,
  label = 'Run tests',
  ...rest
}: { agentId: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const cases = useQuery({ ...trpc.testCase.list.queryOptions({ agentId }), enabled: open });
  return (
    <>
      <Button {...rest} loading={open && cases.isPending} onClick={() => setOpen(true)}>
        {!(open && cases.isPending) && <Play aria-hidden className="size-4" />}
        {label}
      </Button>
      {/* Mounted only while open, so each opening starts from this agent's cases and the saved values. */}
      {open && cases.data && (
        <RunDialog
          open
          onOpenChange={setOpen}
          cases={cases.data}
          initiallySelected={cases.data.filter((c) => c.status === 'ACTIVE').map((c) => c.id)}
        />
      )}
    </>
  );
}

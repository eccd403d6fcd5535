import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../web/ui/button';
import type { RunnableCase } from '../../test-runs/ui/run-dialog-cases';
import { RunDialog } from '../../test-runs/ui/run-dialog';

/** Opens the run dialog for the checked cases: one run per agent; a single run opens its page, several the results list. */
export function RunSelectedButton({ cases, onStarted }: { cases: RunnableCase[]; onStarted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!cases.length} onClick={() => setOpen(true)}>
        <Play aria-hidden className="size-4" />
        Run selected{cases.length ? ` (${cases.length})` : ''}
      </Button>
      {open && <RunDialog open onOpenChange={setOpen} cases={cases} initiallySelected={cases.map((c) => c.id)} onStarted={onStarted} />}
    </>
  );
}

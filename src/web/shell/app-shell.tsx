import { AppGate } from './app-gate';
import { AppLayout } from './app-layout';

/** The signed-in app: the gate, then the layout with navigation around the page. Loaded as its own chunk. */
export default function AppShell() {
  return (
    <AppGate>
      <AppLayout />
    </AppGate>
  );
}

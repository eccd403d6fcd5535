import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/report-error';
import { Button } from '../ui/button';

interface State {
  error: Error | null;
}

/** SPEC §2.7: "Something went wrong" with a "Try again" button that resets it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback onReset={() => this.setState({ error: null })} />;
  }
}

export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-6 py-20 text-center">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-danger/10">
        <AlertTriangle aria-hidden className="size-5 text-danger" />
      </div>
      <h2 className="text-lg font-semibold text-fg">Something went wrong</h2>
      <p className="mt-1 text-sm text-muted-fg">This part of the page failed to load.</p>
      <Button className="mt-5" variant="outline" onClick={onReset}>
        Try again
      </Button>
    </div>
  );
}

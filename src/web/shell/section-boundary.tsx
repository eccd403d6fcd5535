import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/report-error';
import { Button } from '../ui/button';

/** Keeps one part of a page failing on its own: "{section} temporarily unavailable" with Try again. */
export class SectionBoundary extends Component<{ section: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    reportError(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-fg">
        <span className="flex-1">{this.props.section} temporarily unavailable</span>
        <Button size="sm" variant="outline" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}

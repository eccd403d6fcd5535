import { Component, type ReactNode } from 'react';
import { clearFormBackup, formErrorMessage, readFormBackup } from '../lib/form-backup';
import { reportError } from '../lib/report-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

interface Props<T> {
  form: string;
  /** Called with the saved values on Restore & Retry, before the form renders again. */
  onRestore: (values: T) => void;
  children: ReactNode;
}

/** A form that crashed: Try Again, and Restore & Retry when its typed values were saved. */
export class FormErrorBoundary<T> extends Component<Props<T>, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    reportError(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const backup = readFormBackup<T>(this.props.form);
    return (
      <Card role="alert" className="p-5">
        <p className="text-sm text-fg">{formErrorMessage(this.props.form, !!backup)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => this.setState({ failed: false })}>
            Try Again
          </Button>
          {backup && (
            <Button
              size="sm"
              onClick={() => {
                this.props.onRestore(backup.values);
                clearFormBackup(this.props.form);
                this.setState({ failed: false });
              }}
            >
              Restore &amp; Retry
            </Button>
          )}
        </div>
      </Card>
    );
  }
}

/**
 * The last line: an error outside the router's pages (the shell, a provider) is recorded and
 * explained with its reference, instead of a blank screen.
 */
import { Component, type ReactNode } from 'react';
import { RecordedErrorPage } from './RecordedErrorPage';

interface State {
  error: unknown;
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  // Recorded by RecordedErrorPage as it renders, with the reference it shows.
  render() {
    if (!this.state.failed) return this.props.children;
    return <RecordedErrorPage error={this.state.error} kind="render" />;
  }
}

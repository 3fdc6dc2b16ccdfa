import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from '../../components/page-error.tsx';
import { reportError } from '../../lib/error-reporting.ts';

interface Props {
  children: ReactNode;
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * Page error boundary: a localised message for the user, the error for the tracker. A page that
 * failed to render (or whose code failed to load) shows the message until the user moves on.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

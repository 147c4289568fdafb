import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: ReactNode;
  /** A new key clears a caught error (the next screen gets a fresh try). */
  readonly resetKey?: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/** Shows `fallback` instead of children that failed to render or to load (a lazy chunk). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Catches a screen that fails to load (its lazy chunk could not be fetched, after a new release or
 * on a dropped connection) or to render, so the back office shows a message in the staff member's
 * language and a way out instead of a blank page. The header and navigation stay usable; moving to
 * another screen (`resetKey`) tries again.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** The screen's address: a new one clears the failure. */
  readonly resetKey: string;
  readonly message: string;
  readonly reloadLabel: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <p>{this.props.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {this.props.reloadLabel}
        </button>
      </div>
    );
  }
}

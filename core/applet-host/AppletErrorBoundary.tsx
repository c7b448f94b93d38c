import { Button, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorText } from '../errors/errorText';
import { APPLET_MESSAGES } from './messages';

interface Props {
  children: ReactNode;
  /** Title of the failure; defaults to "This page stopped working". */
  title?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Keeps an applet's failure inside its own area: header and navigation keep working. */
export class AppletErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Applet failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={this.props.title ?? APPLET_MESSAGES.crashed}
        description={errorText(this.state.error)}
        action={
          <Button icon={<Refresh />} onClick={() => this.setState({ error: undefined, failed: false })}>
            {APPLET_MESSAGES.retry}
          </Button>
        }
      />
    );
  }
}

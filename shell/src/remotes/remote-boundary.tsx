import { Component, type ReactNode } from 'react';
import type { RemoteName } from './registry';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

/** Last layer of containment: a remote that throws while rendering is replaced, not the whole app. */
export class RemoteBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.remote} crashed:`, error);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} detail={this.state.error.message} />;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { reportRenderError } from '../reports/remote-reports';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  area: string;
  ownFrame: boolean;
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
    reportRenderError(this.props.remote, error);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable area={this.props.area} ownFrame={this.props.ownFrame} detail={this.state.error.message} />;
    return this.props.children;
  }
}

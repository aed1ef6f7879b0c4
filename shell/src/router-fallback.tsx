import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'ui';

const Box = styled.main.attrs({ id: 'main' })`
  padding: 2rem;
`;

interface Props {
  children: ReactNode;
  /** A change of this (the path) clears the error: going elsewhere gives a fresh start. */
  resetKey?: string;
}

/**
 * The app's last resort, with the spec's words: whatever throws outside a remote's own
 * boundary (the shell's screens, its frame) shows this instead of a blank page, until the
 * user goes to another path.
 */
export class RouterFallback extends Component<Props, { error?: unknown; failed: boolean }> {
  override state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] unexpected error:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return (
      <Box role="alert">
        <h2>Unexpected Application Error!</h2>
        <h3>{error instanceof Error ? error.message : String(error)}</h3>
      </Box>
    );
  }
}

/** The fallback for the whole router, cleared when the path changes (as the data router's was). */
export function RoutesFallback({ children }: { children: ReactNode }) {
  return <RouterFallback resetKey={useLocation().pathname}>{children}</RouterFallback>;
}

import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.main`
  padding: 2rem;
`;

/**
 * The app's last resort, with the spec's words: whatever throws outside a remote's own
 * boundary (the shell's screens, its frame) shows this instead of a blank page.
 */
export class RouterFallback extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  override state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
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

import type { ReactNode } from 'react';
import { styled } from './styled';
import { tint, toneColor } from './tone-colors';

/** The kind of an {@link Alert}. */
export type AlertTone = 'error' | 'success' | 'warning' | 'info';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone?: AlertTone;
  children?: ReactNode;
}

const Box = styled.div<{ $tone: AlertTone }>`
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme, $tone }) => tint(toneColor(theme, $tone === 'error' ? 'danger' : $tone), 0.35)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => tint(toneColor(theme, $tone === 'error' ? 'danger' : $tone), 0.08)};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * An inline message box. Errors use `role="alert"` so they are announced at once;
 * the other tones are polite `status` messages.
 */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}

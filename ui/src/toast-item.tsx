import { useEffect } from 'react';
import { styled, keyframes } from './styled';
import type { ToastTone } from './toast-context';

/** Props of {@link ToastItem}. */
export interface ToastItemProps {
  id: number;
  title: string;
  message?: string;
  tone: ToastTone;
  durationMs: number;
  onDismiss: (id: number) => void;
}

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.5rem);
  }
`;

const Box = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $tone }) => ({ success: theme.colors.success, error: theme.colors.danger, info: theme.colors.info })[$tone]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowLg};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Message = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Close = styled.button`
  flex: none;
  padding: 0 0.25rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/** One toast of the stack; removes itself after `durationMs` (unless that is not finite). */
export function ToastItem({ id, title, message, tone, durationMs, onDismiss }: ToastItemProps) {
  useEffect(() => {
    if (!Number.isFinite(durationMs)) return undefined;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <Text>
        <Title>{title}</Title>
        {message && <Message>{message}</Message>}
      </Text>
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(id)}>
        ×
      </Close>
    </Box>
  );
}

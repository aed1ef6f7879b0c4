import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from './styled';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toast-context';
import { ToastItem } from './toast-item';

/** The product spec: "A toast shows for 3 seconds". */
export const DEFAULT_TOAST_MS = 3000;

/** A burst of toasts (a failing batch) must not cover the page; the oldest go first. */
const MAX_TOASTS = 5;

interface QueuedToast {
  id: number;
  title: string;
  message?: string;
  tone: ToastTone;
  durationMs: number;
}

const Stack = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(22rem, calc(100vw - 2rem));
  /* The empty stack must not swallow clicks on the page below it. */
  pointer-events: none;
`;

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/** Holds the toast stack and gives `useToast()` to everything below it. */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    const queued: QueuedToast = {
      id,
      title: toast.title,
      message: toast.message,
      tone: toast.tone ?? 'info',
      durationMs: toast.durationMs ?? DEFAULT_TOAST_MS,
    };
    setToasts((list) => [...list, queued].slice(-MAX_TOASTS));
  }, []);

  // Stable, so components that only raise toasts do not re-render when the stack changes.
  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} {...toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

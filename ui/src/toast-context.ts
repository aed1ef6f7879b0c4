import { createContext } from 'react';

/** The colour and urgency of a toast; `error` toasts are announced assertively. */
export type ToastTone = 'success' | 'error' | 'info';

/** What to show in a toast. */
export interface ToastOptions {
  title: string;
  message?: string;
  tone?: ToastTone;
  /** How long the toast stays, in milliseconds (default 3000). `Infinity` keeps it until closed. */
  durationMs?: number;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  show(toast: ToastOptions): void;
}

/** Undefined outside a provider, so that `useToast` can fail loudly instead of doing nothing. */
export const ToastContext = createContext<ToastApi | undefined>(undefined);

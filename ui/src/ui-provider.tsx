import type { ReactNode } from 'react';
import { GlobalStyle } from './global-style';
import { ToastProvider } from './toast-provider';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
}

/**
 * The root every DormSpace app renders once: the global styles and the toast stack.
 * Every other component of this package expects to sit inside it.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </>
  );
}

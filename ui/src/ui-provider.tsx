import type { ReactNode } from 'react';
import { GlobalStyle } from './global-style';
import { ThemeProvider } from './styled';
import { theme } from './theme';
import { ToastProvider } from './toast-provider';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
}

/**
 * The root every DormSpace app renders once: the theme, the global styles and the toast stack.
 * Every other component of this package expects to sit inside it.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from './ui-provider';

/** Test helper: renders inside {@link UiProvider}, as every app does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}

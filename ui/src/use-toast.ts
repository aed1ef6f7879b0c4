import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** Returns `{ show }` to raise a toast; throws when used outside `ToastProvider`/`UiProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast() must be called inside <ToastProvider> (UiProvider includes one).');
  }
  return api;
}

import { useState } from 'react';
import { useMutation } from 'web-kit/graphql';
import { serverMessage } from '../graphql-errors';
import { forgetBrowserSession } from './browser-keys';
import { LOGOUT } from './session.operations';

/**
 * The login page after a logout: it says so and, where the campus signs people in itself, offers
 * the campus provider's own logout (docs/decisions/0154).
 */
export const SIGNED_OUT = '/login?signed-out';

/** A full page load onto the login page: nothing of the old session (the client's cache, socket) survives. */
export const goToLogin = () => window.location.assign(SIGNED_OUT);

/**
 * Logout, the one way every front end does it: ends the session on the server, then clears the
 * browser keys and calls `onDone` (by default a full page load onto /login). When the server
 * cannot be reached the session is still alive there, so nothing is cleared: `error` says why
 * and the user can try again.
 */
export function useLogout({ onDone = goToLogin }: { onDone?: () => void } = {}) {
  const [logout, { loading }] = useMutation(LOGOUT);
  const [error, setError] = useState<string | null>(null);
  const logOut = async () => {
    setError(null);
    try {
      await logout();
    } catch (failure) {
      setError(serverMessage(failure, 'An error occurred during logout'));
      return;
    }
    forgetBrowserSession();
    onDone();
  };
  return { logOut, loading, error, clearError: () => setError(null) };
}

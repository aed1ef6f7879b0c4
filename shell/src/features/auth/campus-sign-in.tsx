import { useEffect, useState } from 'react';
import { Alert, ButtonLink, styled } from 'ui';
import type { ShellSignInOptionsQuery } from '../../gql/graphql';
import { refusalSentence } from './campus-sign-in.operations';

type Options = ShellSignInOptionsQuery['signInOptions'];

/** Where the provider's callback lands: back here, which sends the signed-in person to their start (login-page). */
export const SIGNED_IN_HASH = '#signed-in';

/** The campus's name may be long ("Sign in with Riverside University of Science and Technology"): it wraps on a phone. */
const CampusButton = styled(ButtonLink)`
  white-space: normal;
  text-align: center;
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.875rem;
  white-space: nowrap;
  &::before,
  &::after {
    content: '';
    flex: 1 1 1.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** What the address says on arrival: a refusal's reason (`#sso=…`), or that a logout just happened (`?signed-out`). */
function arrival(): { refused?: string; signedOut: boolean } {
  const refused = /^#sso=([a-z-]+)$/.exec(window.location.hash)?.[1];
  return { refused, signedOut: new URLSearchParams(window.location.search).has('signed-out') };
}

/**
 * The campus's own sign-in, first on the login page when the campus has single sign-on
 * (docs/decisions/0154): a link to the gateway's start (a whole-page trip to the provider and
 * back), the refusal the gateway sent the browser back with, and after a logout the provider's
 * own logout, offered. `options`: the campus's, once known.
 */
export function CampusSignIn({ options }: { options: Options | undefined }) {
  const [{ refused, signedOut }] = useState(arrival);
  useEffect(() => {
    // Said once: a reload or a shared link does not say it again.
    if (refused || signedOut) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [refused, signedOut]);
  if (!options?.campusName || !options.ssoStartPath) return null;
  const campus = options.campusName;
  const why = refused && refusalSentence(refused, campus);
  const start = `${options.ssoStartPath}?returnTo=${encodeURIComponent(`/login${SIGNED_IN_HASH}`)}`;
  return (
    <>
      {why && <Alert>{why}</Alert>}
      {signedOut && (
        <Alert tone="info">
          You are signed out of DormSpace.
          {options.providerLogoutUrl && (
            <>
              {' '}
              <a href={options.providerLogoutUrl}>Also sign out of {campus}</a>
            </>
          )}
        </Alert>
      )}
      <CampusButton href={start}>Sign in with {campus}</CampusButton>
      {(options.studentPasswords || options.staffPasswords) && <Or>or with your DormSpace password</Or>}
    </>
  );
}

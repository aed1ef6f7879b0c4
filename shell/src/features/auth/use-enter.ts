import { useEffect, useState } from 'react';
import { rememberBrowserSession, useSession, type Role } from 'web-kit';
import { useClient } from 'web-kit/graphql';
import { landingFor } from './landing';

/**
 * Goes in as whoever the server just started a session for (a login, a signup), inside the page
 * (docs/decisions/0120): the spec's browser keys are written, the client forgets the session
 * before and reads `me` again, and the page moves to the role's start once the session says who
 * it is (the landing page's guard reads the same session; an earlier move would meet "nobody").
 * If `me` cannot be read again, `reload` loads the landing page whole, as the spec's reload did.
 */
export function useEnter(navigate: (to: string) => void, reload: (to: string) => void) {
  const client = useClient();
  const session = useSession();
  const [landing, setLanding] = useState<{ userId: string; to: string } | null>(null);

  const arrived = landing !== null && session.user?.id === landing.userId;
  useEffect(() => {
    if (arrived) navigate(landing.to);
  }, [arrived]); // once, when the session has the user

  return {
    /** A session was started and the page is on its way in. */
    entering: landing !== null,
    async enter(user: { id: string; role: Role }): Promise<void> {
      rememberBrowserSession(user);
      setLanding({ userId: user.id, to: landingFor(user.role) });
      await client.newSession().catch(() => reload(landingFor(user.role)));
    },
  };
}

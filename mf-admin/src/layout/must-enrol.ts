import { useQuery } from 'web-kit/graphql';
import { graphql } from '../gql';

/** Whether the caller must add a second factor before anything else (the gateway refuses them the rest meanwhile). */
export const MUST_ENROL = graphql(`
  query AdminMustEnrol {
    mySignInSecurity {
      required
      factors {
        id
      }
    }
  }
`);

/** The page to add one on: every staff role reaches it, guards included. */
export const SECURITY_PATH = '/adminpage/security';

/**
 * True once the gateway says the caller must enrol and has no factor yet (production's admins;
 * STAFF_SECOND_FACTOR=required). Unknown or unreadable: false, and the gateway's own refusals stand.
 */
export function useMustEnrol(): boolean {
  const { data } = useQuery(MUST_ENROL);
  const security = data?.mySignInSecurity;
  return Boolean(security?.required && security.factors.length === 0);
}

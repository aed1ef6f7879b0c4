import { useQuery } from 'web-kit/graphql';
import type { Role } from '../gql/graphql';
import { STAFF_VIEWER } from './viewer.operations';

/** The viewer's role once known (the shell's session has usually cached it); undefined before. */
export function useStaffRole(): Role | undefined {
  const { data } = useQuery(STAFF_VIEWER);
  return data?.me?.role;
}

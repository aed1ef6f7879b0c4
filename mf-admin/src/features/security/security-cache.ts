import type { CacheEditor } from 'web-kit/graphql';
import type { AdminSignInSecurity_FactorsFragment } from '../../gql/graphql';
import { SIGN_IN_SECURITY } from './security.operations';

/** Puts a mutation's answer where the page (and the layout's fence) read it: no second request. */
export function writeSecurity(cache: CacheEditor, security: AdminSignInSecurity_FactorsFragment): void {
  cache.writeQuery(SIGN_IN_SECURITY, undefined, { mySignInSecurity: security });
}

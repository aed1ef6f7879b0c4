/**
 * The part of `@apollo/client/react` the apps use: what the shell provides as that shared
 * singleton (see react-router.ts beside this file for why a list, and scripts/shared.ts for how).
 */
export { ApolloProvider, useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';

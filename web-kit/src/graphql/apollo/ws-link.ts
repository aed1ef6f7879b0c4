import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type ClientOptions } from 'graphql-ws';

/** Apollo's link over graphql-ws: loaded by the page's client when a screen first subscribes. */
export const wsLink = (options: ClientOptions) => new GraphQLWsLink(createClient(options));

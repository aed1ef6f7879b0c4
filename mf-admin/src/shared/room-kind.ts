import { ROOM_KIND as SPEC_KINDS } from 'web-kit';
import type { RoomKind } from '../gql/graphql';

/**
 * A room's type as the admin screens write it: web-kit's words for the spec's two, and the
 * office's Triple and Quad (issue 42), so every type the schema sends has a word.
 */
export const ROOM_KIND: Record<RoomKind, string> = { ...SPEC_KINDS, TRIPLE: 'Triple', QUAD: 'Quad' };

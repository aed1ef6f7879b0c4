import { ROOM_KIND } from 'web-kit';
import type { RoomKind } from '../gql/graphql';

/**
 * A room type as the screens write it. The office's types reach past the spec's two (Triple,
 * Quad); each has one capacity (1 to 4 beds, a CHECK keeps them consistent), so the word says how
 * many beds the room has.
 */
const KIND_NAMES: Record<RoomKind, string> = { TRIPLE: 'Triple', QUAD: 'Quad', ...ROOM_KIND };

/** e.g. 'Triple'. */
export const roomKindName = (kind: RoomKind): string => KIND_NAMES[kind];

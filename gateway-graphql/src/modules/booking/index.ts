/** The booking module's public face: other modules and the outer layers import it only from here. */
export * from './booking.service.js';
export * from './room-request.service.js';
export * from './group-request.service.js';
export * from './roommate-invite.service.js';
export * from './booking.resolver.js';
export * from './bed-moves.service.js';
export * from './bed-moves.resolver.js';
export * from './roommate-invite.resolver.js';
export * from './booking.rest.js';
export { loadRoomRequestViews } from './room-request.view.js';
export { PersonType, RoomRequestType, MyRoomType } from './booking.type.js';

export { errorCode, serverFieldErrors, serverMessage } from './graphql-errors';
export { ACTIVITY_KIND, BOOKING_MODE, GENDER, RESPONSIBILITY, ROOM_KIND } from './words';

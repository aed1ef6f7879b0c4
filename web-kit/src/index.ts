export { errorCode, serverFieldErrors, serverMessage } from './graphql-errors';

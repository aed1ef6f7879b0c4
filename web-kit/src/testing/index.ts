/** Test helpers (not for app code): `web-kit/testing`. */
export { mockedClient, mockedClientWithPush, operationError, type Mock } from './clients';
export { renderScreen, WhereAmI, type ScreenOptions } from './render-screen';
/** web-kit's own operations, for screens' tests to answer with mocks. */
export { LOGOUT, SESSION_ME } from '../session/session.operations';

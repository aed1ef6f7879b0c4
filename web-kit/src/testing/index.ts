/** Test helpers (not for app code): `web-kit/testing`. */
export { linkWithPushableSubscriptions } from './subscription-link';

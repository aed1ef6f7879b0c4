/** The waitlist module's public face: other modules and the outer layers import it only from here. */
export * from './waitlist-entry.entity.js';
export * from './bed-offer.entity.js';
export * from './waitlist.offers.js';
export * from './waitlist.service.js';
export * from './waitlist.resolver.js';
export type { WaitlistPlaceView, BedOfferView } from './waitlist.view.js';

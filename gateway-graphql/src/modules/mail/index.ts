/** The mail module's public face: other modules and the outer layers import it only from here. */
export * from './mail.service.js';
export * from './mail.queue.js';

import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Whatever a log line could carry that must never be written (ASVS 7.1): session cookies,
 * passwords, reset codes, tokens, hashes, wherever they sit in the logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'verifyOtp',
  'code',
  'token',
  'passwordHash',
  '*.password',
  '*.newPassword',
  '*.verifyOtp',
  '*.code',
  '*.token',
  '*.passwordHash',
  'variables.password',
  'variables.newPassword',
  'variables.code',
];

/** JSON lines on stdout (or `destination`), at LOG_LEVEL (default info). */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'dormspace-gateway' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

/** For tools and tests that log nothing. */
export const silentLogger: Logger = pino({ level: 'silent' });

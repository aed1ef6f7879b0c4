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

/**
 * JSON lines on stdout (or `destination`), at LOG_LEVEL (default info). Stdout is written
 * asynchronously (pino's sonic-boom, `sync: false`): a line is handed to a write that runs off
 * the event loop, and lines that come while one is being written go out together with the next,
 * so a busy gateway writes a batch a turn instead of a line a request (a blocking write of an
 * access line was a tenth of a grid read's CPU, docs/decisions/0137). pino flushes what is left
 * when the process exits; `SIGKILL` can lose the last lines, as it loses everything else in flight.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'dormspace-gateway' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** For tools and tests that log nothing. */
export const silentLogger: Logger = pino({ level: 'silent' });

import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers from this size on are compressed (compression's own default, 1 KB): below it, the headers outweigh the saving. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * GraphQL and REST answers of 1 KB and more, compressed as the client accepts (brotli first,
 * then gzip: the `compression` middleware's negotiation; docs/decisions/0137). It stands in
 * front of the GraphQL lane and Express's chain; the grid lane joins its own gzip answers, and
 * the booking lane's answers are a few hundred bytes. An answer already encoded is left alone.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_FROM_BYTES });
}

import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * An answer's first bytes, compressed once and kept: their raw DEFLATE stream flushed to a byte
 * boundary but not finished (Z_SYNC_FLUSH), and their CRC-32. Any DEFLATE blocks may follow such
 * a stream, so each request adds only its own last bytes (`gzipAfter`): pigz joins the pieces it
 * compresses on separate threads this way. A room grid's 60 KB is compressed once a build, not
 * once a read (docs/decisions/0137).
 */
export interface DeflatedPart {
  /** The bytes themselves, for a client that takes them uncompressed. */
  bytes: Buffer;
  deflated: Buffer;
  crc: number;
}

/** zlib's default: a 250-room grid's 60 KB in about 0.3 ms, to about 7 KB (level 1: 0.17 ms, 7.6 KB). */
const KEPT_LEVEL = 6;

export function deflatedPart(bytes: Buffer): DeflatedPart {
  return { bytes, deflated: deflateRawSync(bytes, { level: KEPT_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(bytes) };
}

/** A gzip member's header (RFC 1952): deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The gzip of `first.bytes` then `rest`, with `first` compressed long ago, in pieces to write one
 * after another: the gzip header, `first`'s kept stream (not copied), then `rest` and the trailer.
 * `rest` (a few hundred bytes, a reader's own) goes in DEFLATE's stored blocks (RFC 1951, 3.2.4:
 * a header byte, the length and its complement, the bytes), the last one final: setting up a zlib
 * stream to do the same costs more than the rest of a kept grid's answer (docs/decisions/0137).
 * The CRC continues from `first`'s, so the kept bytes are never read again.
 */
export function gzipPieces(first: DeflatedPart, rest: Buffer): Buffer[] {
  const blocks = Math.max(1, Math.ceil(rest.length / STORED_BLOCK_MAX));
  const last = Buffer.allocUnsafe(blocks * 5 + rest.length + 8);
  let at = 0;
  for (let block = 0; block < blocks; block++) {
    const piece = rest.subarray(block * STORED_BLOCK_MAX, (block + 1) * STORED_BLOCK_MAX);
    at = last.writeUInt8(block === blocks - 1 ? 1 : 0, at); // BFINAL on the last, BTYPE 00: stored
    at = last.writeUInt16LE(piece.length, at);
    at = last.writeUInt16LE(~piece.length & 0xffff, at);
    at += piece.copy(last, at);
  }
  at = last.writeUInt32LE((rest.length === 0 ? first.crc : crc32(rest, first.crc)) >>> 0, at);
  last.writeUInt32LE((first.bytes.length + rest.length) % 2 ** 32, at);
  return [GZIP_HEADER, first.deflated, last];
}

/** The same, as one buffer. */
export const gzipAfter = (first: DeflatedPart, rest: Buffer): Buffer => Buffer.concat(gzipPieces(first, rest));

/** The most one stored block holds (its length is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

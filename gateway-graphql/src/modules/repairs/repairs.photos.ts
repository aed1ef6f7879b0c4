import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { badInput } from '../../core/errors.js';

/** The largest photo taken, as sent (the multipart parser stops reading past it). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side a stored photo keeps. */
const MAX_SIDE = 1600;
/** A decompression bomb's guard: a 10 MB file may not unpack into more pixels than a 48 MP phone's photo. */
const MAX_PIXELS = 50_000_000;
/** What file-type may find in a photo: its content, never its name or the type the client claimed. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif']);

/** A photo as stored: re-encoded JPEG, with no metadata at all. */
export interface StoredPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** A file as the transport received it, named by its form field. */
export interface SentPhoto {
  field: string;
  bytes: Buffer;
}

const refused = (field: string, message: string) => badInput([{ field, message }]);

/*
 * Re-encoding takes at most one of the machine's cores (docs/decisions/0156, issue 53's grid
 * target): one photo at a time, on one libvips thread. Unbounded, five 4 MB photos a second took
 * 1.9 of 2 cores and the event loop waited for a core half the time (grid reads p99 2.7 s). The
 * event loop, PostgreSQL and the grid keep the other core; photos queue behind each other.
 */
sharp.concurrency(1);
const reencoding = pLimit(1);

/**
 * Checks a photo by its content (file-type) and re-encodes it with sharp: turned upright by its
 * EXIF orientation, at most 1600 px a side, JPEG, and nothing else of the original kept (no EXIF,
 * no GPS, no camera, no ICC profile beyond sRGB). sharp decodes and encodes on libuv's thread pool,
 * never on the event loop (docs/decisions/0156 says how that was measured). HEIC is taken only if
 * this machine's libvips reads it (the prebuilt sharp reads AVIF, not HEVC), otherwise refused.
 */
export async function storablePhoto({ field, bytes }: SentPhoto): Promise<StoredPhoto> {
  if (bytes.length === 0) throw refused(field, `${field}: the file is empty.`);
  if (bytes.length > PHOTO_MAX_BYTES) throw refused(field, `${field}: a photo may be at most 10 MB.`);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !PHOTO_TYPES.has(type.mime)) {
    throw refused(field, `${field}: only photos are taken (JPEG, PNG, WebP or HEIC)${type ? `, not ${type.ext.toUpperCase()}` : ''}.`);
  }
  try {
    // libjpeg-turbo's own encoder, not mozjpeg's: half the CPU for files about a quarter larger (0156).
    const { data, info } = await reencoding(() =>
      sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw refused(field, `${field}: this ${type.ext.toUpperCase()} photo cannot be read; send it as JPEG or PNG.`);
  }
}

/** Every photo checked and re-encoded (one at a time on the thread pool, with every other report's); the first refusal wins. */
export const storablePhotos = (photos: readonly SentPhoto[]): Promise<StoredPhoto[]> => Promise.all(photos.map(storablePhoto));

import type { Request, Response, Router } from 'express';
import multer from 'multer';
import { AppError, badInput } from '../../core/errors.js';
import { ctxOf } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';
import { crossSiteWriteRefusal, unstorableInputRefusal } from '../../http/rest-edge.js';
import { PHOTO_MAX_BYTES, type SentPhoto } from './repairs.photos.js';
import { MAX_PHOTOS } from './repairs.rules.js';

/** The form's files and fields in memory: at most 3 photos of 10 MB each (the parser stops reading past that). */
const photoForm = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: MAX_PHOTOS, fields: 12, fieldSize: 8 * 1024, parts: MAX_PHOTOS + 12 },
}).array('photos', MAX_PHOTOS);

const LIMIT_WORDS: Record<string, string> = {
  LIMIT_FILE_SIZE: 'a photo may be at most 10 MB',
  LIMIT_FILE_COUNT: `at most ${MAX_PHOTOS} photos`,
  LIMIT_UNEXPECTED_FILE: `send photos in the field "photos", at most ${MAX_PHOTOS}`,
  LIMIT_FIELD_VALUE: 'a field is too long',
};

/**
 * A multipart form, read: its fields, and its photos named by field (`photos[0]` …). A multipart
 * write is what a cross-site HTML form can send, so it must carry `X-Requested-With` (which no
 * page of another site can add without a preflight, never granted here), as Apollo asks of
 * multipart GraphQL requests; other bodies meet the REST edge's own check.
 */
async function readForm(req: Request, res: Response): Promise<{ fields: Record<string, unknown>; photos: SentPhoto[] }> {
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    if (!req.get('X-Requested-With')) throw new AppError('BAD_USER_INPUT', 'Send photos from this site: a multipart form needs the X-Requested-With header.');
  } else {
    const refusal = crossSiteWriteRefusal(req.headers);
    if (refusal) throw refusal;
  }
  await new Promise<void>((resolve, reject) =>
    photoForm(req, res, (error?: unknown) => {
      if (error instanceof multer.MulterError) reject(badInput([{ field: error.field ?? 'photos', message: `${error.field ?? 'photos'}: ${LIMIT_WORDS[error.code] ?? error.message}.` }]));
      else if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    }),
  );
  const refusal = unstorableInputRefusal({ params: req.params, query: req.query, body: req.body as unknown });
  if (refusal) throw refusal;
  const files = (Array.isArray(req.files) ? req.files : []) as Express.Multer.File[];
  return { fields: (req.body ?? {}) as Record<string, unknown>, photos: files.map((f, i) => ({ field: `photos[${i}]`, bytes: f.buffer })) };
}

/**
 * The repairs' writes that carry photos: outside the REST edge's router, which refuses every
 * multipart write (readForm does its own check). Mounted before the guarded routes.
 */
export function repairUploadRoutes(router: Router): void {
  /** A student's report with up to 3 photos: 201 with the job, or 400 naming the field (nothing saved). */
  router.post('/repairs', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const form = await readForm(req, res);
    res.status(201).json(await services.repairs.report(viewer, form.fields, form.photos));
  });

  /** The assigned maintenance person marks the job fixed, with a note and optionally photos. */
  router.post('/repairs/:id/fixed', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const form = await readForm(req, res);
    res.json(await services.repairWork.fix(viewer, String(req.params.id), form.fields.note, form.photos));
  });
}

/** The repairs' reads: a photo, for those who may see its job; the office's CSV of every job of its hostels. */
export function repairRoutes(router: Router): void {
  router.get('/office/repairs.csv', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    await sendCsv(res, services.repairStats.exportTable(viewer));
  });

  router.get('/repairs/:id/photos/:photoId', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const photo = await services.repairs.photo(viewer, String(req.params.id), String(req.params.photoId));
    res.set({ 'Content-Type': photo.contentType === 'image/webp' ? 'image/webp' : 'image/jpeg', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' });
    res.send(photo.bytes);
  });
}

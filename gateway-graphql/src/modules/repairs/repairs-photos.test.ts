import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../../test/app.js';
import { counts, download, photo, REPORT, residentStudent, sendForm, type JobRow } from '../../../test/repairs.js';

const app = useTestApp();

/** A JPEG as a phone writes it: camera, time, and where it was taken. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro', Artist: 'Student Name' },
      IFD2: { DateTimeOriginal: '2026:11:29 08:15:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 4321/100' },
    })
    .jpeg()
    .toBuffer();
}

describe('repair photos', () => {
  it('are re-encoded without location or camera data, at most 1600 px, and served privately as JPEG', async () => {
    const student = await residentStudent(app);
    const original = await phoneJpeg();
    const sent = await sharp(original).metadata();
    expect(sent.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true); // the test's photo does carry it
    const reply = await sendForm<JobRow>(student.client, '/repairs', REPORT, [{ name: 'fan.jpg', type: 'image/jpeg', bytes: original }]);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.roomNumber).toBe(student.roomNumber);
    expect(reply.body.photos).toHaveLength(1);
    expect(reply.body.photos[0]).toMatchObject({ width: 1600, height: 1200 });
    const got = await download(student.client, reply.body.photos[0]!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await sharp(got.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(got.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(got.bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('refuse what is not a photo by its content, whatever its name: a renamed PDF, an SVG', async () => {
    const student = await residentStudent(app);
    const before = await counts(app);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const renamed = await sendForm(student.client, '/repairs', REPORT, [{ name: 'fan.jpg', type: 'image/jpeg', bytes: pdf }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ message: expect.stringContaining('photos[0]') });
    expect(renamed.text).toContain('not PDF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const vector = await sendForm(student.client, '/repairs', REPORT, [{ name: 'fan.svg', type: 'image/svg+xml', bytes: svg }]);
    expect(vector.status).toBe(400);
    expect(vector.text).toContain('photos[0]');
    expect(await counts(app)).toEqual(before);
  });

  it('take WebP and AVIF (HEIF that this sharp reads) as JPEG; refuse a HEIC it cannot read, naming the field', async () => {
    const student = await residentStudent(app);
    const image = () => sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 200, b: 90 } } });
    const sent = await sendForm<JobRow>(student.client, '/repairs', REPORT, [
      { name: 'a.webp', type: 'image/webp', bytes: await image().webp().toBuffer() },
      { name: 'b.avif', type: 'image/avif', bytes: await image().avif().toBuffer() },
    ]);
    expect(sent.status, sent.text).toBe(201);
    for (const p of sent.body.photos) expect((await sharp((await download(student.client, p.url)).bytes).metadata()).format).toBe('jpeg');
    // An iPhone's HEIC (HEVC inside): file-type knows it, the prebuilt libvips cannot decode it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(200, 1)]);
    const refused = await sendForm<{ field: string; message: string }>(student.client, '/repairs', REPORT, [{ name: 'c.heic', type: 'image/heic', bytes: heic }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'photos[0]', message: expect.stringContaining('cannot be read') });
  });

  it('refuse a photo over 10 MB as sent, naming the field, and save nothing', async () => {
    const student = await residentStudent(app);
    const before = await counts(app);
    const big = Buffer.concat([await photo(), Buffer.alloc(20 * 1024 * 1024, 7)]);
    const reply = await sendForm(student.client, '/repairs', REPORT, [{ name: 'huge.jpg', type: 'image/jpeg', bytes: big }]);
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('photos');
    expect(reply.text).toContain('10 MB');
    expect(await counts(app)).toEqual(before);
  });

  it('refuse a fourth photo, and a good photo beside a bad one saves nothing', async () => {
    const student = await residentStudent(app);
    const before = await counts(app);
    const good = { name: 'a.jpg', type: 'image/jpeg', bytes: await photo() };
    const four = await sendForm(student.client, '/repairs', REPORT, [good, good, good, good]);
    expect(four.status).toBe(400);
    expect(four.text).toContain('at most 3 photos');
    const mixed = await sendForm(student.client, '/repairs', REPORT, [good, { name: 'b.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a not really') }]);
    expect(mixed.status).toBe(400);
    expect(mixed.text).toContain('photos[1]');
    expect(await counts(app)).toEqual(before);
  });

  it('are saved with their report or not at all: a photo row that fails rolls the report back', async () => {
    const student = await residentStudent(app);
    const conn = app.gateway.orm.em.fork().getConnection();
    // A fault injected into the database: the insert of a 33 px photo fails, after the job's own insert.
    await conn.execute(`create function repair_photo_fault() returns trigger as $$ begin if new.width = 33 then raise exception 'injected fault'; end if; return new; end $$ language plpgsql`);
    await conn.execute('create trigger repair_photo_fault before insert on repair_photos for each row execute function repair_photo_fault()');
    try {
      const before = await counts(app);
      const reply = await sendForm(student.client, '/repairs', REPORT, [
        { name: 'a.jpg', type: 'image/jpeg', bytes: await photo(64) },
        { name: 'b.png', type: 'image/png', bytes: await photo(33, 'png') },
      ]);
      expect(reply.status).toBe(500);
      expect(await counts(app)).toEqual(before);
    } finally {
      await conn.execute('drop trigger repair_photo_fault on repair_photos');
      await conn.execute('drop function repair_photo_fault()');
    }
  });

  it('need X-Requested-With on a multipart form (a cross-site form cannot add it); other form bodies are refused as cross-site', async () => {
    const student = await residentStudent(app);
    const reply = await sendForm(student.client, '/repairs', REPORT, [{ name: 'a.jpg', type: 'image/jpeg', bytes: await photo() }], {});
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('X-Requested-With');
    const before = await counts(app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const form = await student.client.rest('POST', '/repairs', new URLSearchParams(REPORT).toString(), { 'content-type': type });
      expect(form.status, type).toBe(400);
      expect(form.text).toContain('cross-site request forgery');
    }
    expect(await counts(app)).toEqual(before);
  });

  it('name the bad field of the form', async () => {
    const student = await residentStudent(app);
    const category = await sendForm<{ field: string }>(student.client, '/repairs', { ...REPORT, category: 'ghosts' });
    expect(category.status).toBe(400);
    expect(category.body.field).toBe('category');
    const area = await sendForm<{ field: string; message: string }>(student.client, '/repairs', { ...REPORT, place: 'common' });
    expect(area.status).toBe(400);
    expect(area.body).toMatchObject({ field: 'commonArea', message: expect.stringContaining('Name the common area') });
  });
});

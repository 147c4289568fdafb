/**
 * The image library over HTTP on a real database: uploads made into AVIF, WebP and
 * JPEG files of real sizes (never upscaled, metadata stripped), refusals (type, size, alt text),
 * long-cached `/media/` files, attaching to an event and the shop's picture in the request's
 * language, roles and audit entries.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { staffAuditLog, tours, voucherTypes } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';
import { IMAGE_MAX_PIXELS } from '@foyer/domain';

/** A multipart body: the fields, then the file. */
function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----foyer${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A photo-like test image with EXIF data (a copyright note that must not survive). */
async function testJpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7 + seed * 31 + (i % width)) % 256;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'Jane Doe' } })
    .toBuffer();
}

/** The CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small file that claims a huge PNG (a one-bit grey `width` × `height` image, its first rows
 * black): the kind of upload that decodes to gigabytes.
 */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const row = Math.ceil(width / 8) + 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(row * 16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const alt = {
  'alt.de': 'Das Museum bei Nacht',
  'alt.da': 'Museet om natten',
  'alt.en': 'The museum at night',
};

describe.each(testDatabaseKinds())('the image library on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let manager: Agent;
  let sales: Agent;
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    manager = await signedIn(app, database.db, config, clock, 'manager');
    sales = await signedIn(app, database.db, config, clock, 'sales');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function upload(
    agent: Agent,
    fields: Record<string, string>,
    file: { name: string; type: string; bytes: Buffer } | null,
  ) {
    const body = multipart(fields, file);
    return app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: {
        cookie: agent.cookie,
        'x-csrf-token': agent.csrf,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  }

  function call(
    method: 'GET' | 'PUT' | 'PATCH' | 'POST',
    url: string,
    agent: Agent,
    body?: object,
  ) {
    return app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  it('makes AVIF, WebP and JPEG files of every width up to the upload, with real sizes and no metadata', async () => {
    const answer = await upload(manager, alt, {
      name: 'night.jpg',
      type: 'image/jpeg',
      bytes: await testJpeg(1800, 1200),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const image = answer.json().data;
    expect(image).toMatchObject({ width: 1800, height: 1200, name: 'night.jpg' });
    expect(image.alt).toEqual({
      de: 'Das Museum bei Nacht',
      da: 'Museet om natten',
      en: 'The museum at night',
    });
    const sizes = image.files.map(
      (file: { format: string; width: number; height: number }) =>
        `${file.format} ${file.width}x${file.height}`,
    );
    expect(sizes.sort()).toEqual(
      [320, 640, 1024, 1600]
        .flatMap((w) => ['avif', 'jpeg', 'webp'].map((f) => `${f} ${w}x${Math.round((w * 2) / 3)}`))
        .sort(),
    );
    for (const file of image.files as {
      format: string;
      width: number;
      height: number;
      url: string;
    }[]) {
      const served = await app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[file.format],
      );
      expect(file.url).toMatch(
        new RegExp(`^/media/${image.hash}-${file.width}\\.(avif|webp|jpg)$`),
      );
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
      expect(meta.exif).toBeUndefined();
    }
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'image.upload',
      targetType: 'image',
      targetId: String(image.id),
    });
  }, 60_000);

  it('never upscales a small upload and turns an EXIF-rotated one upright', async () => {
    const png = await sharp({
      create: { width: 500, height: 300, channels: 4, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const small = await upload(manager, alt, { name: 'small.png', type: 'image/png', bytes: png });
    expect(small.statusCode, small.body).toBe(200);
    const widths = [
      ...new Set(small.json().data.files.map((file: { width: number }) => file.width)),
    ];
    expect(widths.sort((a, b) => Number(a) - Number(b))).toEqual([320, 500]);

    const turned = await sharp(await testJpeg(400, 200, 3))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await upload(manager, alt, {
      name: 'turned.jpg',
      type: 'image/jpeg',
      bytes: turned,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ width: 200, height: 400 });
    expect(answer.json().data.files).toContainEqual(
      expect.objectContaining({ format: 'jpeg', width: 200, height: 400 }),
    );
  }, 60_000);

  it('refuses a 20000 × 20000 PNG as too many pixels, not as a wrong file type', async () => {
    const answer = await upload(manager, alt, {
      name: 'poster.png',
      type: 'image/png',
      bytes: hugePng(20_000, 20_000),
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'IMAGE_TOO_MANY_PIXELS',
      params: { maxPixels: IMAGE_MAX_PIXELS },
      errors: { file: expect.stringContaining('pixels') },
    });
  }, 60_000);

  it('refuses other files, missing files, a missing default-language alt and more than 10 MB', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const asGif = await upload(manager, alt, { name: 'a.gif', type: 'image/gif', bytes: gif });
    expect(asGif.statusCode).toBe(422);
    expect(asGif.json()).toMatchObject({
      error: 'IMAGE_TYPE_REFUSED',
      errors: { file: expect.any(String) },
    });

    const text = await upload(manager, alt, {
      name: 'fake.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().error).toBe('IMAGE_TYPE_REFUSED');

    const noFile = await upload(manager, alt, null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      errors: { file: 'required' },
    });

    const noAlt = await upload(
      manager,
      { 'alt.en': 'Only English' },
      { name: 'x.jpg', type: 'image/jpeg', bytes: await testJpeg(100, 100, 9) },
    );
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      errors: { 'alt.de': 'required' },
    });

    const huge = await upload(manager, alt, {
      name: 'huge.jpg',
      type: 'image/jpeg',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'IMAGE_TOO_LARGE', message: expect.any(String) });

    expect(
      (await upload(sales, alt, { name: 'x.jpg', type: 'image/jpeg', bytes: gif })).statusCode,
    ).toBe(403);
    expect((await call('GET', 'images', sales)).statusCode).toBe(403);
  }, 60_000);

  it('attaches an image to an event: the shop answers its picture with the alt text in Danish', async () => {
    const event = await call('POST', 'catalog/events', manager, {
      name: { de: 'Lange Nacht', da: 'Lang nat' },
      description: { de: 'Bis Mitternacht' },
      tickets: [{ name: { de: 'Erwachsene', da: 'Voksne' }, price: 1400, vatValue: 7, mode: 1 }],
    });
    expect(event.statusCode, event.body).toBe(200);
    const eventId: number = event.json().data.id;
    const uploaded = await upload(manager, alt, {
      name: 'attach.jpg',
      type: 'image/jpeg',
      bytes: await testJpeg(1200, 800, 5),
    });
    const image = uploaded.json().data;

    expect(
      (await call('PUT', `images/uses/event/${eventId}`, sales, { imageId: image.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', 'images/uses/event/999999', manager, { imageId: image.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `images/uses/shelf/${eventId}`, manager, { imageId: image.id }))
        .statusCode,
    ).toBe(422);
    const attached = await call('PUT', `images/uses/event/${eventId}`, manager, {
      imageId: image.id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toEqual({ type: 'event', id: eventId, imageId: image.id });

    const shop = await app.inject({ method: 'GET', url: '/api/da/event/select' });
    const listed = shop.json().data.find((entry: { id: number }) => entry.id === eventId);
    expect(listed.picture).toMatchObject({ width: 1200, height: 800, alt: 'Museet om natten' });
    expect(listed.picture.src).toBe(`/media/${image.hash}-1024.jpg`);
    expect(listed.image).toBe(listed.picture.src);
    expect(listed.picture.sources.map((source: { type: string }) => source.type)).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    expect(listed.picture.sources[0].srcset).toBe(
      [320, 640, 1024, 1200].map((w) => `/media/${image.hash}-${w}.avif ${w}w`).join(', '),
    );
    const inFrench = await app.inject({ method: 'GET', url: '/api/fr/event/select' });
    const french = inFrench.json().data.find((entry: { id: number }) => entry.id === eventId);
    expect(french.picture.alt).toBe('Das Museum bei Nacht');

    const library = (await call('GET', 'images', manager)).json().data;
    expect(library.find((entry: { id: number }) => entry.id === image.id).uses).toEqual([
      { type: 'event', id: eventId, name: { de: 'Lange Nacht', da: 'Lang nat' } },
    ]);

    const detached = await call('PUT', `images/uses/event/${eventId}`, manager, { imageId: null });
    expect(detached.statusCode).toBe(200);
    const after = (await app.inject({ method: 'GET', url: '/api/da/event/select' })).json().data;
    expect(after.find((entry: { id: number }) => entry.id === eventId).picture).toBeUndefined();
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'image.detach',
      targetType: 'event',
      targetId: String(eventId),
    });
  }, 60_000);

  it('gives tours and voucher types their picture in the list and alone', async () => {
    const [tour] = await database.db
      .insert(tours)
      .values({ name: { de: 'Dachführung' }, langIdentifier: 'de', maxParticipants: 20 })
      .returning({ id: tours.id });
    const [voucher] = await database.db
      .insert(voucherTypes)
      .values({ name: { de: 'Gutschein 25 €' }, price: 2500 })
      .returning({ id: voucherTypes.id });
    const uploaded = await upload(manager, alt, {
      name: 'shared.jpg',
      type: 'image/jpeg',
      bytes: await testJpeg(700, 350, 11),
    });
    const image = uploaded.json().data;
    for (const [type, id] of [
      ['tour', tour?.id],
      ['voucher', voucher?.id],
    ] as const) {
      const answer = await call('PUT', `images/uses/${type}/${id}`, manager, { imageId: image.id });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const expected = {
      src: `/media/${image.hash}-700.jpg`,
      width: 700,
      height: 350,
      alt: 'Museet om natten',
    };
    const tourList = (await app.inject({ method: 'GET', url: '/api/da/tour/select/event' })).json();
    expect(
      tourList.data.find((entry: { id: number }) => entry.id === tour?.id).picture,
    ).toMatchObject(expected);
    const oneTour = (
      await app.inject({ method: 'GET', url: `/api/da/tour?tour=${tour?.id}` })
    ).json();
    expect(oneTour.data.picture).toMatchObject(expected);
    expect(oneTour.data.image).toBe(expected.src);
    const oneVoucher = (
      await app.inject({ method: 'GET', url: `/api/da/voucher/selectOne/price/${voucher?.id}` })
    ).json();
    expect(oneVoucher.data.picture).toMatchObject(expected);
    const library = (await call('GET', 'images', manager)).json().data;
    expect(library.find((entry: { id: number }) => entry.id === image.id).uses).toEqual(
      expect.arrayContaining([
        { type: 'tour', id: tour?.id, name: { de: 'Dachführung' } },
        { type: 'voucher', id: voucher?.id, name: { de: 'Gutschein 25 €' } },
      ]),
    );
  }, 60_000);

  it('changes alt texts (the default language stays required) and answers 404 for unknown files', async () => {
    const uploaded = await upload(manager, alt, {
      name: 'alt.jpg',
      type: 'image/jpeg',
      bytes: await testJpeg(400, 400, 7),
    });
    const id: number = uploaded.json().data.id;
    const changed = await call('PATCH', `images/${id}`, manager, { alt: { de: 'Neu', sv: 'Ny' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.alt).toEqual({ de: 'Neu', sv: 'Ny' });
    const refused = await call('PATCH', `images/${id}`, manager, { alt: { de: ' ', sv: 'Ny' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'alt.de': 'required' });
    expect((await call('PATCH', 'images/999999', manager, { alt: { de: 'x' } })).statusCode).toBe(
      404,
    );

    const missing = await app.inject({ method: 'GET', url: '/media/0123456789abcdef0123-320.jpg' });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/..%2Fsecret' })).statusCode).toBe(404);
  }, 60_000);
});

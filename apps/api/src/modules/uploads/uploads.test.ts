import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApp, testUploadsDir } from '../../test/testApp';

function multipart(data: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = '----shop-test-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4f6d8f' } })
    .jpeg()
    .toBuffer();

const printsOnDisk = async () =>
  (await readdir(path.join(testUploadsDir, 'prints')).catch(() => [])).length;

describe('photo uploads and crops', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let print: { id: string };
  let size: { widthMm: number; heightMm: number };
  beforeAll(async () => {
    ctx = await createTestApp();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/Products?pageSize=100',
      headers: { 'x-shop-id': 'EF' },
    });
    print = list.json().items.find((p: { kind: string }) => p.kind === 'photoprint');
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/photoprint/${print.id}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    size = rules.sizes[0];
  });
  afterAll(() => ctx.close());

  const upload = (
    data: Buffer,
    headers: Record<string, string> = {},
    filename?: string,
    type?: string,
  ) => {
    const body = multipart(data, filename, type);
    return ctx.app.inject({
      method: 'POST',
      url: '/Uploads',
      headers: { 'x-shop-id': 'EF', ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("stores a photo, starts the guest's cart and serves the file to that guest only", async () => {
    const res = await upload(await photo(3000, 2000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ mime: 'image/jpeg', width: 3000, height: 2000 });
    expect(body.cartToken.length).toBeGreaterThanOrEqual(40);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/Uploads/${body.file}`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': body.cartToken },
    });
    expect(mine.statusCode).toBe(200);
    const stranger = (await upload(await photo(10, 10))).json().cartToken;
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/Uploads/${body.file}`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': stranger },
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/Uploads/${body.file}`,
          headers: { 'x-shop-id': 'EF' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a file that only claims to be a JPEG with 415, storing nothing', async () => {
    const before = {
      rows: (await ctx.database.db.select().from(uploads)).length,
      files: await printsOnDisk(),
    };
    const res = await upload(
      Buffer.from('%PDF-1.7 not a photo at all'),
      {},
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await ctx.database.db.select().from(uploads)).length).toBe(before.rows);
    expect(await printsOnDisk()).toBe(before.files);
  });

  it('refuses a file over 15 MB with 413, storing nothing', async () => {
    const before = {
      rows: (await ctx.database.db.select().from(uploads)).length,
      files: await printsOnDisk(),
    };
    const huge = Buffer.alloc(16 * 1024 * 1024, 1);
    huge.set([0xff, 0xd8, 0xff], 0);
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect((await ctx.database.db.select().from(uploads)).length).toBe(before.rows);
    expect(await printsOnDisk()).toBe(before.files);
  });

  it('crops to the print size with sharp and warns when the resolution is too low', async () => {
    const { id, cartToken } = (await upload(await photo(6000, 4000))).json();
    const ratio = size.widthMm / size.heightMm;
    const cropWidth = 4500;
    const crop = { x: 100, y: 100, width: cropWidth, height: Math.round(cropWidth / ratio) };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/Products/configuration/${print.id}/crop`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
      payload: { uploadId: id, widthMm: size.widthMm, heightMm: size.heightMm, crop },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.tooLow).toBe(false);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/Uploads/${result.file}`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
    });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(crop.width);
    expect(meta.height).toBe(crop.height);

    const small = (await upload(await photo(300, 200), { 'x-cart-token': cartToken })).json();
    const low = await ctx.app.inject({
      method: 'POST',
      url: `/Products/configuration/${print.id}/crop`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
      payload: {
        uploadId: small.id,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        crop: { x: 0, y: 0, width: 300, height: Math.round(300 / ratio) },
      },
    });
    expect(low.json().tooLow).toBe(true);
  });

  it('measures a phone photo stored sideways (EXIF orientation 6) upright, and crops it so', async () => {
    // Stored 3000 x 2000 with "rotate 90° on display": the shopper sees 2000 x 3000.
    const sideways = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#8f6d4f' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploaded = (await upload(sideways)).json();
    expect(uploaded).toMatchObject({ width: 2000, height: 3000 });
    // The print turned to portrait; a crop taller than the stored 2000 px fits only upright.
    const portrait = {
      widthMm: Math.min(size.widthMm, size.heightMm),
      heightMm: Math.max(size.widthMm, size.heightMm),
    };
    const crop = {
      x: 0,
      y: 0,
      width: 1900,
      height: Math.round((1900 * portrait.heightMm) / portrait.widthMm),
    };
    expect(crop.height).toBeGreaterThan(2000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/Products/configuration/${print.id}/crop`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': uploaded.cartToken },
      payload: { uploadId: uploaded.id, ...portrait, crop },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: crop.width, height: crop.height });
  });

  it('refuses a crop outside the photo, with the wrong proportions, or of another shopper', async () => {
    const { id, cartToken } = (await upload(await photo(1200, 800))).json();
    const crop = (c: object, token = cartToken) =>
      ctx.app.inject({
        method: 'POST',
        url: `/Products/configuration/${print.id}/crop`,
        headers: { 'x-shop-id': 'EF', 'x-cart-token': token },
        payload: { uploadId: id, widthMm: size.widthMm, heightMm: size.heightMm, crop: c },
      });
    const ratio = size.widthMm / size.heightMm;
    expect(
      (await crop({ x: 1000, y: 0, width: 600, height: Math.round(600 / ratio) })).json().error
        .code,
    ).toBe('CROP_OUT_OF_BOUNDS');
    expect((await crop({ x: 0, y: 0, width: 500, height: 500 })).json().error.code).toBe(
      'CROP_ASPECT',
    );
    const stranger = (await upload(await photo(10, 10))).json().cartToken;
    expect(
      (await crop({ x: 0, y: 0, width: 600, height: Math.round(600 / ratio) }, stranger))
        .statusCode,
    ).toBe(404);
  });

  it('orders a photo print only with a photo', async () => {
    const { id, cartToken } = (await upload(await photo(3000, 2000))).json();
    const selection = {
      widthMm: size.widthMm,
      heightMm: size.heightMm,
      thicknessMm: 0,
      quantity: 1,
    };
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/photoprint/${print.id}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    selection.thicknessMm = rules.thicknesses[0].mm;
    const add = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/orders/lines',
        headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
        payload: { productId: print.id, selection: { ...selection, ...extra } },
      });
    const without = await add({});
    expect(without.statusCode).toBe(422);
    expect(JSON.stringify(without.json().error.details)).toContain('photoRequired');
    const stranger = (await upload(await photo(10, 10))).json();
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: { 'x-shop-id': 'EF', 'x-cart-token': stranger.cartToken },
      payload: { productId: print.id, selection: { ...selection, uploadId: id } },
    });
    expect(theirs.statusCode).toBe(404);
    const withPhoto = await add({ uploadId: id });
    expect(withPhoto.statusCode).toBe(201);
    expect(withPhoto.json().lines[0].selection.uploadId).toBe(id);
  });
});

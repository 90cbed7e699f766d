import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { productWhere } from '../../test/checkout';
import { createTestApp, testFiles, testUploadsDir } from '../../test/testApp';

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

/** Noise compresses badly, so a cut-off file misses real pixel data, not just its end. */
const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();

let lastOctet = 0;
/** A client address of its own, so one test's rate limits leave the others alone. */
const fromAddress = () => {
  lastOctet += 1;
  return { 'x-forwarded-for': `198.51.100.${lastOctet}` };
};

const printsOnDisk = async () =>
  (await readdir(path.join(testUploadsDir, 'prints')).catch(() => [])).length;

describe('photo uploads and crops', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let print: { id: string };
  let size: { widthMm: number; heightMm: number };
  let thicknessMm: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    print = await productWhere(ctx.app, (p) => p.kind === 'photoprint');
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/photoprint/${print.id}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    size = rules.sizes[0];
    thicknessMm = rules.thicknesses[0].mm;
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

  const stored = async () => ({
    rows: (await ctx.database.db.select().from(uploads)).length,
    files: await printsOnDisk(),
  });

  const cropRequest = (
    cartToken: string,
    uploadId: string,
    crop: object,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/Products/configuration/${print.id}/crop`,
      headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken, ...headers },
      payload: { uploadId, widthMm: size.widthMm, heightMm: size.heightMm, crop },
    });

  const addPrintToCart = (cartToken: string, uploadId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/orders/lines',
      headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
      payload: {
        productId: print.id,
        selection: { ...size, thicknessMm, quantity: 1, uploadId },
      },
    });

  /** A crop of the print's proportions, `width` pixels wide, from the top left. */
  const cropOf = (width: number) => ({
    x: 0,
    y: 0,
    width,
    height: Math.round((width * size.heightMm) / size.widthMm),
  });

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
  it('refuses a photo of more pixels than 50 MP with 413 before decoding it, storing nothing', async () => {
    const before = await stored();
    // 96 MP in a few hundred KB: within 12 000 px a side, but a second of CPU per decode.
    const flat = await sharp({
      create: { width: 12_000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(flat.length).toBeLessThan(1024 * 1024);
    const res = await upload(flat, fromAddress(), 'wide.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PHOTO_TOO_MANY_PIXELS');
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo that is cut short with 422, storing nothing and starting no cart', async () => {
    const before = await stored();
    const png = await noisyPng(1200, 800);
    const res = await upload(png.subarray(0, Math.floor(png.length * 0.9)), fromAddress(), 'p.png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'PHOTO_UNREADABLE' } });
    expect(res.json().cartToken).toBeUndefined();
    const jpeg = await photo(1200, 800);
    const cut = await upload(jpeg.subarray(0, jpeg.length - 200), fromAddress());
    expect(cut.statusCode).toBe(422);
    expect(cut.json().error.code).toBe('PHOTO_UNREADABLE');
    expect(await stored()).toEqual(before);
  });

  it('answers a crop of a stored photo that no longer decodes with 422, not 500', async () => {
    const { id, file, cartToken } = (await upload(await noisyPng(600, 400), fromAddress())).json();
    // As a file stored before uploads were decoded whole would be.
    const whole = await testFiles.read(file);
    if (!whole) throw new Error('stored photo missing');
    await testFiles.put(file, whole.subarray(0, Math.floor(whole.length / 2)), 'image/png');
    const res = await cropRequest(cartToken, id, cropOf(300));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('PHOTO_UNREADABLE');
  });

  it('limits uploads per address with 429 and Retry-After, counted before the body is read', async () => {
    const address = fromAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Uploads',
        headers: { 'x-shop-id': 'EF', ...address },
        payload: { not: 'multipart' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 100).every((status) => status === 415)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('limits uploads per shopper across addresses', async () => {
    const { cartToken } = (await upload(await photo(10, 10), fromAddress())).json();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await upload(
        Buffer.from('not a photo'),
        { 'x-cart-token': cartToken, ...fromAddress() },
        'x.jpg',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 40).every((status) => status === 415)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Another shopper is not held back by it.
    expect((await upload(await photo(10, 10), fromAddress())).statusCode).toBe(201);
  });

  it('limits crops per address and per shopper with 429 and Retry-After', async () => {
    const address = fromAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < 301; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/Products/configuration/${print.id}/crop`,
        headers: { 'x-shop-id': 'EF', ...address },
        payload: {},
      });
      perAddress.push(res.statusCode);
    }
    expect(perAddress.slice(0, 300).every((status) => status === 400)).toBe(true);
    expect(perAddress[300]).toBe(429);

    const { cartToken } = (await upload(await photo(10, 10), fromAddress())).json();
    const perShopper: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await cropRequest(cartToken, crypto.randomUUID(), cropOf(10), fromAddress());
      perShopper.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(perShopper.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(perShopper[120]).toBe(429);
  });

  it('keeps at most 30 photos per shopper outside the cart; one put in the cart frees a place', async () => {
    const address = fromAddress();
    const first = (await upload(await photo(40, 30), address)).json();
    const mine = { 'x-cart-token': first.cartToken, ...address };
    for (let i = 1; i < 30; i++) {
      expect((await upload(await photo(40, 30), mine)).statusCode).toBe(201);
    }
    const full = await upload(await photo(40, 30), mine);
    expect(full.statusCode).toBe(429);
    expect(full.json().error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    // The oldest unused photo is removed after 7 days: then there is room again.
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(6 * 24 * 3600);

    expect((await addPrintToCart(first.cartToken, first.id)).statusCode).toBe(201);
    expect((await upload(await photo(40, 30), mine)).statusCode).toBe(201);
  });

  it('keeps at most 100 print files per shopper outside the cart', async () => {
    const address = fromAddress();
    const { id, cartToken } = (await upload(await photo(600, 400), address)).json();
    for (let i = 0; i < 100; i++) {
      expect((await cropRequest(cartToken, id, cropOf(100 + i), address)).statusCode).toBe(200);
    }
    const full = await cropRequest(cartToken, id, cropOf(150), address);
    expect(full.statusCode).toBe(429);
    expect(full.json().error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
  });
});

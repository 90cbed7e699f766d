import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateImages } from '../../../seed/catalogue/images';
import { startFakeS3 } from '../../../test/fakeS3';
import { createTestApp } from '../../../test/testApp';
import { s3ConfigFrom, s3FileStore } from './s3Store';

describe('files in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('stores, finds and reads back a file, and knows a missing one', async () => {
    const files = s3FileStore({ ...s3.config, prefix: 'shop/' });
    await files.put('prints/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(s3.objects.get('shop/prints/a.jpg')?.contentType).toBe('image/jpeg');
    expect(await files.exists('prints/a.jpg')).toBe(true);
    expect(await files.exists('prints/missing.jpg')).toBe(false);
    expect((await files.read('prints/a.jpg'))?.toString()).toBe('jpeg bytes');
    const file = await files.get('prints/a.jpg');
    expect(file?.size).toBe(10);
    expect(await files.get('prints/missing.jpg')).toBeUndefined();
  });

  it('deletes a file, and deleting one that is gone is no error (purges repeat)', async () => {
    const files = s3FileStore({ ...s3.config, prefix: 'shop/' });
    await files.put('prints/old.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await files.delete('prints/old.jpg');
    expect(s3.objects.has('shop/prints/old.jpg')).toBe(false);
    expect(await files.exists('prints/old.jpg')).toBe(false);
    await expect(files.delete('prints/old.jpg')).resolves.toBeUndefined();
  });

  it('fails loudly on wrong credentials rather than answering "no such file"', async () => {
    const files = s3FileStore({
      ...s3.config,
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
    });
    await expect(files.exists('prints/a.jpg')).rejects.toThrow();
  });

  it('is chosen by S3_BUCKET and its settings', () => {
    expect(s3ConfigFrom({})).toBeUndefined();
    expect(
      s3ConfigFrom({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toEqual({
      bucket: 'b',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: undefined,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
  });

  it('takes seeded catalogue images', async () => {
    const files = s3FileStore(s3.config);
    const job = {
      path: 'catalogue/test-seed.webp',
      svg: () =>
        '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="9"><rect width="12" height="9" fill="#0a0"/></svg>',
    };
    expect(await generateImages([job], files)).toEqual({ generated: 1 });
    expect(await generateImages([job], files)).toEqual({ generated: 0 });
    expect(s3.objects.get('catalogue/test-seed.webp')?.contentType).toBe('image/webp');
  });

  it('serves uploads and crops from the bucket through the API, to their owner only', async () => {
    const ctx = await createTestApp({ options: { files: s3FileStore(s3.config) } });
    try {
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/Products?pageSize=100',
        headers: { 'x-shop-id': 'EF' },
      });
      const print = list.json().items.find((p: { kind: string }) => p.kind === 'photoprint');
      const rules = (
        await ctx.app.inject({
          method: 'GET',
          url: `/Products/photoprint/${print.id}`,
          headers: { 'x-shop-id': 'EF' },
        })
      ).json();
      const size = rules.sizes[0];
      const photo = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: '#345' },
      })
        .jpeg()
        .toBuffer();
      const boundary = '----s3-test';
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: '/Uploads',
        headers: { 'x-shop-id': 'EF', 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          photo,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.statusCode).toBe(201);
      const { id, file, cartToken } = uploaded.json();
      expect(s3.objects.has(file)).toBe(true);
      const ratio = size.widthMm / size.heightMm;
      const crop = { x: 0, y: 0, width: 1200, height: Math.round(1200 / ratio) };
      const cropped = await ctx.app.inject({
        method: 'POST',
        url: `/Products/configuration/${print.id}/crop`,
        headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
        payload: { uploadId: id, widthMm: size.widthMm, heightMm: size.heightMm, crop },
      });
      expect(cropped.statusCode).toBe(200);
      const served = await ctx.app.inject({
        method: 'GET',
        url: `/Uploads/${cropped.json().file}`,
        headers: { 'x-shop-id': 'EF', 'x-cart-token': cartToken },
      });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(crop.width);
      const stranger = await ctx.app.inject({
        method: 'GET',
        url: `/Uploads/${file}`,
        headers: { 'x-shop-id': 'EF' },
      });
      expect(stranger.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

import sharp from 'sharp';
import type { createTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export const jpegPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4f6d8f' } })
    .jpeg()
    .toBuffer();

/** POST /Uploads as the storefront sends it: one multipart field "file". */
export function uploadPhoto(app: TestApp, headers: Record<string, string>, data: Buffer) {
  const boundary = '----shop-test-boundary';
  return app.inject({
    method: 'POST',
    url: '/Uploads',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** The shop's photo print with its first size and thickness. */
export async function photoPrintProduct(app: TestApp, shop = 'EF') {
  const list = await app.inject({
    method: 'GET',
    url: '/Products?pageSize=100',
    headers: { 'x-shop-id': shop },
  });
  const product = list.json().items.find((p: { kind: string }) => p.kind === 'photoprint');
  if (!product) throw new Error(`Shop ${shop} has no photo print`);
  const rules = (
    await app.inject({
      method: 'GET',
      url: `/Products/photoprint/${product.id}`,
      headers: { 'x-shop-id': shop },
    })
  ).json();
  const { widthMm, heightMm } = rules.sizes[0];
  return { id: product.id as string, widthMm, heightMm, thicknessMm: rules.thicknesses[0].mm };
}

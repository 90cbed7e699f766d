import { ApiError, type CropResponse, resolutionWarning, uploadLimits } from '@shop/contract';
import type { Brand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { configurationRules } from '../products/service';
import { extensionOf, sniffImageType } from './sniff';
import { contentTypeOf, type FileStore } from './store/fileStore';

/**
 * Accepts a photo only when its bytes are a JPEG, PNG or WebP that decodes, within the size
 * limits; anything else is refused before a byte is stored.
 */
export async function savePhoto(
  db: Database,
  files: FileStore,
  brand: Brand,
  owner: string,
  data: Buffer,
) {
  if (data.length > uploadLimits.maxBytes) {
    throw ApiError.of('PAYLOAD_TOO_LARGE', 'The photo is larger than 15 MB');
  }
  const mime = sniffImageType(data.subarray(0, 16));
  if (!mime)
    throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP photos can be printed');
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) {
    throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'The photo cannot be read');
  }
  if (Math.max(meta.width, meta.height) > uploadLimits.maxPixelsPerSide) {
    throw ApiError.of('PAYLOAD_TOO_LARGE', 'The photo has too many pixels');
  }
  // A phone's portrait photo is stored landscape with an EXIF orientation of 5-8. Browsers
  // show it upright and the crop is applied after `.rotate()`, so its size is the upright one.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = quarterTurn ? meta.height : meta.width;
  const height = quarterTurn ? meta.width : meta.height;
  const id = crypto.randomUUID();
  const file = `prints/${id}.${extensionOf[mime]}`;
  await files.put(file, data, contentTypeOf(file));
  await db.insert(uploads).values({
    id,
    shopCode: brand.code,
    owner,
    kind: 'photo',
    file,
    mime,
    bytes: data.length,
    width,
    height,
  });
  return { id, file, mime, bytes: data.length, width, height };
}

export async function ownedUpload(
  db: Database,
  brand: Brand,
  owner: string,
  where: { id: string } | { file: string },
) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.shopCode, brand.code),
        eq(uploads.owner, owner),
        'id' in where ? eq(uploads.id, where.id) : eq(uploads.file, where.file),
      ),
    );
  return row;
}

// The longest side of a print file: enough for 150 dpi on a 1 m print.
const maxPrintSide = 6000;

/**
 * Cuts the chosen rectangle from the photo for a print size of the product: the rectangle must
 * lie inside the photo and have the print's aspect ratio (within 2 %).
 */
export async function cropForPrint(
  db: Database,
  files: FileStore,
  brand: Brand,
  owner: string,
  productId: string,
  input: {
    uploadId: string;
    widthMm: number;
    heightMm: number;
    crop: { x: number; y: number; width: number; height: number };
  },
): Promise<CropResponse> {
  const rules = await configurationRules(db, brand, productId);
  if (rules.kind !== 'photoprint') throw ApiError.notFound('This product is not a photo print');
  const size = rules.sizes.find(
    (s) =>
      (s.widthMm === input.widthMm && s.heightMm === input.heightMm) ||
      (s.widthMm === input.heightMm && s.heightMm === input.widthMm),
  );
  if (!size) throw ApiError.badRequest('This print size is not offered', { code: 'UNKNOWN_SIZE' });
  const photo = await ownedUpload(db, brand, owner, { id: input.uploadId });
  if (!photo || photo.kind !== 'photo') throw ApiError.notFound('Photo not found');
  const { crop } = input;
  if (crop.x + crop.width > photo.width || crop.y + crop.height > photo.height) {
    throw ApiError.badRequest('The crop lies outside the photo', { code: 'CROP_OUT_OF_BOUNDS' });
  }
  const wanted = input.widthMm / input.heightMm;
  if (Math.abs(crop.width / crop.height / wanted - 1) > 0.02) {
    throw ApiError.badRequest('The crop does not have the print size’s proportions', {
      code: 'CROP_ASPECT',
    });
  }
  const scale = Math.min(1, maxPrintSide / Math.max(crop.width, crop.height));
  const width = Math.round(crop.width * scale);
  const height = Math.round(crop.height * scale);
  const original = await files.read(photo.file);
  if (!original) throw ApiError.notFound('Photo not found');
  const data = await sharp(original)
    .rotate()
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer();
  const id = crypto.randomUUID();
  const file = `prints/${id}.jpg`;
  await files.put(file, data, contentTypeOf(file));
  await db.insert(uploads).values({
    id,
    shopCode: brand.code,
    owner,
    kind: 'print',
    sourceId: photo.id,
    file,
    mime: 'image/jpeg',
    bytes: data.length,
    width,
    height,
  });
  // The resolution is judged on the pixels the shopper chose, before any downscaling.
  const warning = resolutionWarning(rules, input, { width: crop.width, height: crop.height });
  return { uploadId: id, file, width, height, dpi: warning.dpi, tooLow: warning.tooLow };
}

import { ApiError, type CropResponse, uploadErrorCodes, uploadLimits } from '@shop/contract';
import { resolutionWarning } from '@shop/contract/pricing';
import type { Brand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import sharp, { type SharpOptions } from 'sharp';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { configurationRules } from '../products/service';
import { extensionOf, sniffImageType } from './sniff';
import { contentTypeOf, type FileStore } from './store/fileStore';

/**
 * How a photo's pixels are read, at upload and at every crop alike: a file cut short is an
 * error rather than an image with a grey bottom, and no decode costs more memory than the
 * largest photo we accept (sharp's own limit is 268 MP).
 */
const decodeOptions = {
  failOn: 'truncated',
  limitInputPixels: uploadLimits.maxPixels,
} satisfies SharpOptions;

const unreadable = (message: string, cause?: unknown) =>
  ApiError.unprocessableContent(message, { code: uploadErrorCodes.unreadable, cause });

export interface CheckedPhoto {
  data: Buffer;
  mime: keyof typeof extensionOf;
  /** Upright, as browsers show it. */
  width: number;
  height: number;
}

/**
 * Accepts a photo only when its bytes are a JPEG, PNG or WebP within the size limits that
 * decodes whole; nothing is stored yet, so a refused file leaves no trace.
 */
export async function checkPhoto(data: Buffer): Promise<CheckedPhoto> {
  if (data.length > uploadLimits.maxBytes) {
    throw ApiError.of('PAYLOAD_TOO_LARGE', 'The photo is larger than 15 MB');
  }
  const mime = sniffImageType(data.subarray(0, 16));
  if (!mime)
    throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP photos can be printed');
  // The header alone, without the pixel limit: too many pixels is told apart from damage.
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw unreadable('The photo cannot be read');
  if (
    Math.max(meta.width, meta.height) > uploadLimits.maxPixelsPerSide ||
    meta.width * meta.height > uploadLimits.maxPixels
  ) {
    throw ApiError.of('PAYLOAD_TOO_LARGE', 'The photo has too many pixels', {
      code: uploadErrorCodes.tooManyPixels,
      details: {
        maxPixels: uploadLimits.maxPixels,
        maxPixelsPerSide: uploadLimits.maxPixelsPerSide,
      },
    });
  }
  // A header can be whole while the pixels after it are cut off (an interrupted transfer):
  // only reading every byte tells. Shrinking on the way keeps that cheap in memory.
  await sharp(data, decodeOptions)
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .catch((error: unknown) => {
      throw unreadable('The photo is damaged or incomplete', error);
    });
  // A phone's portrait photo is stored landscape with an EXIF orientation of 5-8. Browsers
  // show it upright and the crop is applied after `.rotate()`, so its size is the upright one.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return {
    data,
    mime,
    width: quarterTurn ? meta.height : meta.width,
    height: quarterTurn ? meta.width : meta.height,
  };
}

export async function savePhoto(
  db: Database,
  files: FileStore,
  brand: Brand,
  owner: string,
  photo: CheckedPhoto,
) {
  const { data, mime, width, height } = photo;
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

/**
 * The owner's upload. `keep` holds it until the caller's transaction ends, so the purge of
 * unused uploads cannot remove a photo a cart line is being written for.
 */
export async function ownedUpload(
  db: Database,
  brand: Brand,
  owner: string,
  where: { id: string } | { file: string },
  { keep = false } = {},
) {
  const query = db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.shopCode, brand.code),
        eq(uploads.owner, owner),
        'id' in where ? eq(uploads.id, where.id) : eq(uploads.file, where.file),
      ),
    );
  const [row] = keep ? await query.for('key share') : await query;
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
  if (photo?.kind !== 'photo') throw ApiError.notFound('Photo not found');
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
  // A stored file that no longer decodes (stored before uploads were read whole, or damaged
  // since) is the photo's fault, not the server's: the shopper is asked for another one.
  const data = await sharp(original, decodeOptions)
    .rotate()
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer()
    .catch((error: unknown) => {
      throw unreadable('The stored photo cannot be read', error);
    });
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

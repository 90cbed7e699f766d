import { z } from 'zod';

// The photo limits are the site's constants, so browsers read them without these schemas.
export { uploadLimits } from '@shop/site';

/** The specific codes of upload and crop refusals, translated under `apiErrors`. */
export const uploadErrorCodes = {
  /** 413: more pixels than `uploadLimits` allow, on a side or in all. */
  tooManyPixels: 'PHOTO_TOO_MANY_PIXELS',
  /** 422: the bytes are of a supported type but do not decode to a whole image. */
  unreadable: 'PHOTO_UNREADABLE',
  /** 429: the shopper keeps as many photos or prints outside a cart or order as allowed. */
  quotaExceeded: 'UPLOAD_QUOTA_EXCEEDED',
} as const;

export const uploadResponseSchema = z.object({
  id: z.uuid(),
  /** Path under /Uploads, readable by the uploader only. */
  file: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Set when the upload started the guest's cart. */
  cartToken: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /Products/configuration/{id}/crop: a rectangle of the photo in its own pixels. */
export const cropBodySchema = z.object({
  uploadId: z.uuid(),
  widthMm: z.number().int().positive(),
  heightMm: z.number().int().positive(),
  crop: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  }),
});

export const cropResponseSchema = z.object({
  /** The print file: this id goes into the cart line's selection. */
  uploadId: z.uuid(),
  file: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dpi: z.number().int(),
  tooLow: z.boolean(),
});
export type CropResponse = z.infer<typeof cropResponseSchema>;

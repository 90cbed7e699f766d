import { z } from 'zod';
import { cropBodySchema, cropResponseSchema, uploadResponseSchema } from '../catalogue/uploads';
import { endpoint } from '../endpoint';
import { idParamsSchema } from './common';

/** Stored files by folder and name; strict names, so no path leaves the uploads folder. */
export const storedFileParamsSchema = z.object({
  a: z.string().regex(/^[a-z0-9-]{1,40}$/),
  b: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,150}\.(webp|jpe?g|png)$/),
});

export const fileEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/Uploads',
    operationId: 'uploadPhoto',
    summary: 'Upload a photo for a print',
    description:
      'Multipart field "file": JPEG, PNG or WebP up to 15 MB and 50 megapixels, decoded whole before it is stored. A guest gets a cart token that owns the photo.',
    tags: ['files'],
    access: 'shop',
    feature: 'products',
    consumes: ['multipart/form-data'],
    responses: { 201: uploadResponseSchema },
  }),

  crop: endpoint({
    method: 'POST',
    path: '/Products/configuration/:id/crop',
    operationId: 'cropPhoto',
    summary: 'Crop an uploaded photo to a print size of the product',
    description:
      'Cuts the print file with sharp; answers its resolution and whether it is too low for the size.',
    tags: ['configurator'],
    access: 'shop',
    feature: 'products',
    params: idParamsSchema,
    body: cropBodySchema,
    responses: { 200: cropResponseSchema },
  }),

  storedFile: endpoint({
    method: 'GET',
    path: '/Uploads/:a/:b',
    operationId: 'getStoredFile',
    summary: 'A stored image: /Uploads/{folder}/{file}',
    description:
      'Catalogue images for anyone; a shopper’s photos and prints to their owner only (any other answers 404).',
    tags: ['files'],
    access: 'shop',
    params: storedFileParamsSchema,
    responses: { 200: z.string().describe('The image (image/webp, image/jpeg or image/png)') },
  }),
};

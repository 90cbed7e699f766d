import multipart from '@fastify/multipart';
import {
  ApiError,
  cropBodySchema,
  cropResponseSchema,
  uploadLimits,
  uploadResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOrCreateCart } from '../cart/carts';
import { ownerKey, shopperOf } from '../cart/shopper';
import { cropForPrint, ownedUpload, savePhoto } from './service';
import { contentTypeOf, type FileStore } from './store/fileStore';

/** Folders anyone may read; prints are served to their owner only. */
const publicFolders = new Set(['catalogue']);

export const uploadRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, options) => {
  const { files } = options;
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 0 },
  });

  /** The uploader: a customer, or a guest whose cart is started here if need be. */
  async function owner(request: Parameters<typeof shopperOf>[1], create: boolean) {
    const shopper = await shopperOf(app, request);
    const key = ownerKey(shopper);
    if (key || !create) return { key, cartToken: undefined };
    const { cartToken } = await findOrCreateCart(app.database.db, request.shop.code, shopper);
    return { key: ownerKey({ cartToken }), cartToken };
  }

  app.post(
    '/Uploads',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload a photo for a print (multipart field "file"; JPEG, PNG or WebP, 15 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
      }
      const part = await request.file();
      if (!part) throw ApiError.badRequest('No file was sent');
      // Reads at most the size limit; a larger file ends in 413 before anything is stored.
      const data = await part.toBuffer();
      const who = await owner(request, true);
      if (!who.key) throw ApiError.internal('No owner for the upload');
      const saved = await savePhoto(app.database.db, files, request.shop, who.key, data);
      return reply.status(201).send({ ...saved, cartToken: who.cartToken });
    },
  );

  app.post(
    '/Products/configuration/:id/crop',
    {
      schema: {
        tags: ['configurator'],
        summary: 'Crop an uploaded photo to a print size of the product (applied with sharp)',
        params: z.object({ id: z.uuid() }),
        body: cropBodySchema,
        response: { 200: cropResponseSchema },
      },
    },
    async (request) => {
      const { key } = await owner(request, false);
      if (!key) throw ApiError.notFound('Photo not found');
      return cropForPrint(
        app.database.db,
        files,
        request.shop,
        key,
        request.params.id,
        request.body,
      );
    },
  );

  app.get(
    '/Uploads/:a/:b',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image: /Uploads/{folder}/{file}',
        // Strict names: no way out of the uploads folder.
        params: z.object({
          a: z.string().regex(/^[a-z0-9-]{1,40}$/),
          b: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,150}\.(webp|jpe?g|png)$/),
        }),
      },
    },
    async (request, reply) => {
      const { a, b } = request.params;
      if (!publicFolders.has(a)) {
        const { key } = await owner(request, false);
        const mine = key
          ? await ownedUpload(app.database.db, request.shop, key, { file: `${a}/${b}` })
          : undefined;
        // Someone else's file and no file answer alike.
        if (!mine) throw ApiError.notFound('File not found');
      }
      const file = await files.get(`${a}/${b}`);
      if (!file) throw ApiError.notFound('File not found');
      return reply
        .header('content-type', contentTypeOf(b))
        .header('content-length', file.size)
        .header(
          'cache-control',
          publicFolders.has(a) ? 'public, max-age=3600' : 'private, max-age=600',
        )
        .header('last-modified', file.modified.toUTCString())
        .send(file.body);
    },
  );
};

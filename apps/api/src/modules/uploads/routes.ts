import multipart from '@fastify/multipart';
import {
  ApiError,
  cropBodySchema,
  cropResponseSchema,
  uploadLimits,
  uploadResponseSchema,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '../../plugins/features';
import { findOrCreateCart } from '../cart/carts';
import { ownerKey, shopperOf } from '../cart/shopper';
import { limits } from '../rateLimit/limits';
import { enforce, limitPerIp } from '../rateLimit/service';
import { hasRoom, quotaExceeded, uploadRoom } from './retention';
import { checkPhoto, cropForPrint, ownedUpload, savePhoto } from './service';
import { contentTypeOf, type FileStore } from './store/fileStore';

/** Folders anyone may read; prints are served to their owner only. */
const publicFolders = new Set(['catalogue']);

export const uploadRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, options) => {
  const { files } = options;
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 0 },
  });

  type Request = Parameters<typeof shopperOf>[1];

  /** Whose files these are: the customer's, or the guest cart token's. */
  async function owner(request: Request) {
    return ownerKey(await shopperOf(app, request));
  }

  /**
   * A known shopper's own limits, asked before any byte of a photo is read or decoded: the
   * hourly rate, and how many files they keep outside a cart or order.
   */
  async function admit(
    request: Request,
    reply: FastifyReply,
    key: string,
    kind: 'photo' | 'print',
  ) {
    const db = app.database.db;
    await enforce(
      db,
      reply,
      kind === 'photo' ? limits.uploadPerShopper : limits.cropPerShopper,
      key,
    );
    const room = await uploadRoom(db, request.shop, key, kind);
    if (!hasRoom(room)) {
      reply.header('retry-after', String(room.retryAfterSeconds));
      throw quotaExceeded(room);
    }
  }

  app.post(
    '/Uploads',
    {
      schema: {
        tags: ['files'],
        summary:
          'Upload a photo for a print (multipart field "file"; JPEG, PNG or WebP, 15 MB, 50 MP)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
      onRequest: [requireFeature('products'), limitPerIp(limits.uploadPerIp)],
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
      }
      const shopper = await shopperOf(app, request);
      const known = ownerKey(shopper);
      if (known) await admit(request, reply, known, 'photo');
      const part = await request.file();
      if (!part) throw ApiError.badRequest('No file was sent');
      // Reads at most the size limit; a larger file ends in 413 before anything is stored.
      const photo = await checkPhoto(await part.toBuffer());
      // A new guest's cart is started only for a photo that is kept.
      const { cartToken } = known
        ? { cartToken: undefined }
        : await findOrCreateCart(app.database.db, request.shop.code, shopper);
      const key = known ?? ownerKey({ cartToken });
      if (!key) throw ApiError.internal('No owner for the upload');
      const saved = await savePhoto(app.database.db, files, request.shop, key, photo);
      return reply.status(201).send({ ...saved, cartToken });
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
      onRequest: [requireFeature('products'), limitPerIp(limits.cropPerIp)],
    },
    async (request, reply) => {
      const key = await owner(request);
      if (!key) throw ApiError.notFound('Photo not found');
      await admit(request, reply, key, 'print');
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
        const key = await owner(request);
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

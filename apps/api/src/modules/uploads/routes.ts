import multipart from '@fastify/multipart';
import { ApiError, endpoints, uploadLimits } from '@shop/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import { newSecret } from '../accounts/secrets';
import { limits } from '../rateLimit/limits';
import { enforce, limitPerIp } from '../rateLimit/service';
import { ownerKey } from '../shopper/shopper';
import { hasRoom, quotaExceeded, uploadRoom } from './retention';
import { checkPhoto, cropForPrint, ownedUpload, savePhoto } from './service';
import { contentTypeOf, type FileStore } from './store/fileStore';

/**
 * Folders anyone may read: the catalogue's pictures and the content's drawn ones (see the
 * seed's images); prints are served to their owner only.
 */
const publicFolders = new Set(['catalogue', 'content']);

export const uploadRoutes: FastifyPluginAsync<{ files: FileStore }> = async (app, options) => {
  const { files } = options;
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 0 },
  });

  /** Whose files these are: the customer's, or the guest cart token's. */
  async function owner(request: FastifyRequest) {
    return ownerKey(await request.context.shopper());
  }

  /**
   * A known shopper's own limits, asked before any byte of a photo is read or decoded: the
   * hourly rate, and how many files they keep outside a cart or order.
   */
  async function admit(
    request: FastifyRequest,
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
    const room = await uploadRoom(db, request.context.shop, key, kind);
    if (!hasRoom(room)) {
      reply.header('retry-after', String(room.retryAfterSeconds));
      throw quotaExceeded(room);
    }
  }

  route(
    app,
    endpoints.files.upload,
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw ApiError.of('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
      }
      const known = await owner(request);
      if (known) await admit(request, reply, known, 'photo');
      const part = await request.file();
      if (!part) throw ApiError.badRequest('No file was sent');
      // Reads at most the size limit; a larger file ends in 413 before anything is stored.
      const photo = await checkPhoto(await part.toBuffer());
      // A new guest gets a token for a photo that is kept; their cart starts under it later.
      const cartToken = known ? undefined : newSecret();
      const key = known ?? ownerKey({ cartToken });
      if (!key) throw ApiError.internal('No owner for the upload');
      const saved = await savePhoto(app.database.db, files, request.context.shop, key, photo);
      return reply.status(201).send({ ...saved, cartToken });
    },
    { onRequest: limitPerIp(limits.uploadPerIp) },
  );

  route(
    app,
    endpoints.files.crop,
    async (request, reply) => {
      const key = await owner(request);
      if (!key) throw ApiError.notFound('Photo not found');
      await admit(request, reply, key, 'print');
      const { shop } = request.context;
      return cropForPrint(app.database.db, files, shop, key, request.params.id, request.body);
    },
    { onRequest: limitPerIp(limits.cropPerIp) },
  );

  route(app, endpoints.files.storedFile, async (request, reply) => {
    const { a, b } = request.params;
    if (!publicFolders.has(a)) {
      const key = await owner(request);
      const mine = key
        ? await ownedUpload(app.database.db, request.context.shop, key, { file: `${a}/${b}` })
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
  });
};

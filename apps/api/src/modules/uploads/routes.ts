import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Public folders; customers' own uploads will be served only to their owner. */
const publicFolders = new Set(['catalogue']);

export const uploadRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
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
      if (!publicFolders.has(a)) throw ApiError.notFound('File not found');
      const file = path.join(options.uploadsDir, a, b);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw ApiError.notFound('File not found');
      return reply
        .header('content-type', contentTypes[path.extname(b)] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=3600')
        .header('last-modified', info.mtime.toUTCString())
        .send(createReadStream(file));
    },
  );
};

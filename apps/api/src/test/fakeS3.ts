import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface S3Object {
  body: Buffer;
  contentType: string;
  modified: Date;
  etag: string;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local stand-in for an S3-compatible object store (path-style): PUT, GET, HEAD and DELETE of
 * objects, signed requests only (AWS Signature V4 header with the expected access key), and
 * S3's XML errors. Enough for the shop's file store to be tested against S3's protocol.
 */
export async function startFakeS3({ accessKeyId = 'test-access-key', bucket = 'shop-files' } = {}) {
  const objects = new Map<string, S3Object>();
  let requests = 0;

  const server = createServer(async (req, res) => {
    requests += 1;
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      return res.end(
        xmlError('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.'),
      );
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, requestBucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (requestBucket !== bucket) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
    }
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        modified: new Date(),
        etag,
      });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const object = objects.get(key);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end(
          req.method === 'HEAD'
            ? undefined
            : xmlError('NoSuchKey', 'The specified key does not exist.'),
        );
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        'last-modified': object.modified.toUTCString(),
        etag: object.etag,
      });
      return res.end(req.method === 'HEAD' ? undefined : object.body);
    }
    res.writeHead(405, { 'content-type': 'application/xml' });
    res.end(xmlError('MethodNotAllowed', 'The specified method is not allowed.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    get requests() {
      return requests;
    },
    config: {
      bucket,
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey: 'test-secret-key' },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

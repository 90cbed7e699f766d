import { ApiError, requestErrorCodes } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Input the parsers or the database would fail on, refused for every route in one place. */
export function registerInputGuards(app: FastifyInstance): void {
  // The form parser throws a bare error on a multipart body without a usable boundary (RFC 2046:
  // 1 to 70 characters), which would read as our failure. Checked once the route has accepted
  // the media type, before any part is read.
  app.addHook('preValidation', async (request) => {
    if (!isMultipart(request)) return;
    const contentType = request.headers['content-type'] ?? '';
    const boundary = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
    const value = boundary?.[1] ?? boundary?.[2] ?? '';
    if (value.length < 1 || value.length > 70) {
      throw ApiError.of('PARSE_ERROR', 'A multipart body needs a boundary of 1 to 70 characters');
    }
  });

  // PostgreSQL text cannot hold a NUL character, and its JSON cannot hold half a surrogate
  // pair: either fails the query, whatever column it was meant for. Checked before the schema,
  // so the answer is the same whichever field it is in; multipart fields are read only by the
  // form plugin's own hook, after this one, so they are checked again before the handler.
  app.addHook('preValidation', async (request) => refuseUnstorableText(request));
  app.addHook('preHandler', async (request) => {
    if (isMultipart(request)) refuseUnstorableText(request);
  });
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

function refuseUnstorableText(request: FastifyRequest): void {
  const found = unstorableText(request);
  if (found) {
    throw new ApiError(
      400,
      requestErrorCodes.invalidCharacter,
      'Text may not contain NUL characters or unpaired surrogates',
      [found],
    );
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableText(request: FastifyRequest): { in: string; path: string } | undefined {
  const parts = { params: request.params, query: request.query, body: request.body };
  for (const [where, value] of Object.entries(parts)) {
    const path = pathOfUnstorable(value);
    if (path !== undefined) return { in: where, path };
  }
  return undefined;
}

/** The JSON pointer of the first unstorable string or key; walked without recursion. */
function pathOfUnstorable(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (unstorable.test(value)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (unstorable.test(key)) return at;
      pending.push([item, at]);
    }
  }
  return undefined;
}

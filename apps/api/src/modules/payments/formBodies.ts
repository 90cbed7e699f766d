import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Webhooks and the hosted payment page post forms: multipart (as the spec's webhooks do) or
 * URL-encoded (as Mollie and browsers do). Both arrive as a plain object of their fields.
 */
export async function acceptForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 1000, files: 0 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** A multipart body of text fields, as the built-in provider posts its webhooks. */
export function multipartForm(fields: Record<string, string>) {
  const boundary = `----shop${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

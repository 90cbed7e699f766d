// The storefront's HTTP server: Next's own request handler behind the HTTP concerns this
// server owns: which forwarded headers are believed (server/forwarded.mjs), paths that do not
// decode (server/requestPath.mjs), compression, and the language of Next's error shell (server/errorShellLanguage.mjs).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { declareErrorShellLanguage } from './server/errorShellLanguage.mjs';
import { trustedHopsFrom, trustForwarded } from './server/forwarded.mjs';
import { isDecodablePath } from './server/requestPath.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const hostname = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 3000);
const hops = trustedHopsFrom(process.env.TRUSTED_PROXY_HOPS);

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Compresses here rather than in Next (compress: false), so the error shell is rewritten
// before it is compressed.
const compress = compression();

createServer((request, response) => {
  if (!isDecodablePath(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  trustForwarded(request.headers, request.socket.remoteAddress, hops);
  compress(request, response, () => {
    declareErrorShellLanguage(response, 'nl-NL');
    handle(request, response);
  });
}).listen(port, hostname, () => {
  console.log(`Storefront listening on http://${hostname}:${port}`);
});

import { endpointPath, endpoints } from '@shop/contract';
import { brandOfHost } from '@/i18n/siteOfHost';
import { shopperHeaders } from '@/server/forwardedHeaders';
import { apiBaseUrl } from '@/server/restClient';

/** Images stored by the API, served on the shop's own host (and so to next/image). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.length !== 2) return new Response('Not found', { status: 404 });
  const brand = brandOfHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  const [a, b] = path;
  const upstream = await fetch(
    new URL(endpointPath(endpoints.files.storedFile, { a, b }), apiBaseUrl()),
    // The shopper's cookies travel along: prints are served to their owner only.
    { headers: shopperHeaders(request, brand) },
  ).catch(() => undefined);
  if (!upstream?.ok || !upstream.body) return new Response('Not found', { status: 404 });
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  return new Response(upstream.body, {
    headers: {
      'content-type': type,
      'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=3600',
      // Shown in the page only as the image it was checked to be; anything else downloads.
      'content-disposition': `${type.startsWith('image/') ? 'inline' : 'attachment'}; filename="${path[1]?.replace(/[^\w.-]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

import { shopIdHeader } from '@shop/contract';
import { brandOfHost } from '@/i18n/siteOfHost';
import { apiBaseUrl } from '@/server/restClient';

/** Images stored by the API, served on the shop's own host (and so to next/image). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.length !== 2) return new Response('Not found', { status: 404 });
  const brand = brandOfHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  const upstream = await fetch(
    new URL(`/Uploads/${path.map(encodeURIComponent).join('/')}`, apiBaseUrl()),
    { headers: { [shopIdHeader]: brand.code } },
  ).catch(() => undefined);
  if (!upstream?.ok || !upstream.body) return new Response('Not found', { status: 404 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=3600',
    },
  });
}

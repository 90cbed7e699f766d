import { endpointPath, endpoints, uploadLimits, uploadResponseSchema } from '@shop/contract';
import { brandOfHost } from '@/i18n/siteOfHost';
import { shopperHeaders } from '@/server/forwardedHeaders';
import { refuseCrossSite, refuseOversizedBody } from '@/server/requestGuards';
import { apiBaseUrl } from '@/server/restClient';
import { cartCookieHeader } from '@/server/sessionCookie';

/**
 * The photo upload: multipart goes to the API as it came (tRPC speaks JSON); a guest cart the
 * upload starts is kept in the httpOnly cookie, and its token never reaches the page.
 */
export async function POST(request: Request) {
  // The multipart envelope around the photo adds a few hundred bytes; 64 KiB leaves room.
  const refused =
    refuseCrossSite(request) ?? refuseOversizedBody(request, uploadLimits.maxBytes + 64 * 1024);
  if (refused) return refused;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const upstream = await fetch(new URL(endpointPath(endpoints.files.upload), apiBaseUrl()), {
    method: endpoints.files.upload.method,
    headers: {
      ...shopperHeaders(request, brandOfHost(host)),
      'content-type': request.headers.get('content-type') ?? '',
    },
    body: request.body,
    // Streams the body through instead of buffering it here.
    duplex: 'half',
  } as RequestInit).catch(() => undefined);
  if (!upstream) {
    return Response.json(
      { error: { code: 'SERVICE_UNAVAILABLE', message: 'API unreachable' } },
      { status: 503 },
    );
  }
  const body = await upstream.json().catch(() => undefined);
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get('retry-after');
    return Response.json(body, {
      status: upstream.status,
      headers: retryAfter ? { 'retry-after': retryAfter } : undefined,
    });
  }
  const parsed = uploadResponseSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: { code: 'BAD_GATEWAY', message: 'Bad answer' } },
      { status: 502 },
    );
  }
  const { cartToken, ...upload } = parsed.data;
  const response = Response.json(upload, { status: 201 });
  if (cartToken) response.headers.append('set-cookie', cartCookieHeader(cartToken, host));
  return response;
}

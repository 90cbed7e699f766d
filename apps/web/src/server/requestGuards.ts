import { hostName } from '@shop/site';

/** The largest JSON body a BFF call may carry: forms and configurator choices, never files. */
export const maxJsonBodyBytes = 256 * 1024;
/** Queries one batched BFF request may bundle; a page asks for a handful. */
export const maxBatchSize = 10;

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request a browser sent on behalf of another site. Browsers mark
 * every request with Sec-Fetch-Site (older ones with Origin on POST); a request with neither
 * comes from no browser, so no visitor's cookies can be abused through it.
 */
export function refuseCrossSite(request: Request): Response | undefined {
  if (safeMethods.has(request.method)) return undefined;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    return fetchSite === 'same-origin'
      ? undefined
      : refusal(403, 'FORBIDDEN', 'Cross-site requests are not accepted');
  }
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '';
  const sameHost = URL.canParse(origin) && new URL(origin).host === host && hostName(host) !== '';
  return sameHost ? undefined : refusal(403, 'FORBIDDEN', 'Cross-site requests are not accepted');
}

/** A body must say how long it is, and stay under the limit, before anything reads it. */
export function refuseOversizedBody(request: Request, maxBytes: number): Response | undefined {
  if (safeMethods.has(request.method)) return undefined;
  const declared = request.headers.get('content-length');
  if (declared === null || !/^\d+$/.test(declared)) {
    return refusal(411, 'LENGTH_REQUIRED', 'A request body needs a Content-Length');
  }
  return Number(declared) > maxBytes
    ? refusal(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`)
    : undefined;
}

/** BFF calls speak JSON only: a form post is what a foreign page can send without asking. */
export function refuseNonJson(request: Request): Response | undefined {
  if (safeMethods.has(request.method)) return undefined;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json'
    ? undefined
    : refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'BFF calls take application/json');
}

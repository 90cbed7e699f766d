import { type VideoHost, videoHosts, videoThumbnail } from '@shop/site';

const maxBytes = 2_000_000;

/** Shown while the host cannot be reached: a dark still, the play button lies on top. */
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9" width="1280" height="720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2b33"/><stop offset="1" stop-color="#111114"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>`;

export interface Still {
  body: BodyInit;
  type: string;
  /** Seconds a browser and the cache may keep it. */
  maxAge: number;
}

/**
 * A video's still, fetched by the shop's server from the host's thumbnail service, so a
 * visitor's address reaches the video host only once they press play.
 */
export async function videoStill(
  host: string,
  id: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Still | undefined> {
  if (!videoHosts.includes(host as VideoHost)) return undefined;
  let url: string;
  try {
    url = videoThumbnail(host as VideoHost, id);
  } catch {
    return undefined;
  }
  try {
    const upstream = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
    const type = upstream.headers.get('content-type') ?? '';
    const length = Number(upstream.headers.get('content-length') ?? 0);
    if (upstream.ok && type.startsWith('image/') && length <= maxBytes) {
      const bytes = await upstream.arrayBuffer();
      if (bytes.byteLength <= maxBytes) return { body: bytes, type, maxAge: 86_400 };
    }
  } catch {
    // The host is down or unreachable: the placeholder below, kept briefly.
  }
  return { body: placeholder, type: 'image/svg+xml', maxAge: 300 };
}

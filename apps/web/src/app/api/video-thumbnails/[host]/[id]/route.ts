import { videoStill } from '@/features/content/videoThumbnail';

/** A video's still on the shop's own host (see videoStill). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; id: string }> },
) {
  const { host, id } = await params;
  const still = await videoStill(host, id);
  if (!still) return new Response('Not found', { status: 404 });
  return new Response(still.body, {
    headers: {
      'content-type': still.type,
      'cache-control': `public, max-age=${still.maxAge}`,
      'x-content-type-options': 'nosniff',
    },
  });
}

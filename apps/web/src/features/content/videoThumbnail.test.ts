import { describe, expect, it } from 'vitest';
import { videoStill } from './videoThumbnail';

const image = (type: string, bytes = 10) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': type } });

describe('video stills', () => {
  it('fetch the host’s thumbnail for a known host and a valid id', async () => {
    const asked: string[] = [];
    const still = await videoStill('youtube', 'dQw4w9WgXcQ', async (url) => {
      asked.push(String(url));
      return image('image/jpeg');
    });
    expect(asked).toEqual(['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg']);
    expect(still).toMatchObject({ type: 'image/jpeg', maxAge: 86_400 });
  });

  it('refuse other hosts and ids that are no video id, without asking anyone', async () => {
    const nobody = async (): Promise<Response> => {
      throw new Error('asked');
    };
    expect(await videoStill('dailymotion', 'abc', nobody)).toBeUndefined();
    expect(await videoStill('youtube', '../../etc', nobody)).toBeUndefined();
  });

  it('answer a short-lived placeholder when the host is down or sends no image', async () => {
    const down = await videoStill('vimeo', '76979871', async () => {
      throw new TypeError('fetch failed');
    });
    expect(down).toMatchObject({ type: 'image/svg+xml', maxAge: 300 });
    const html = await videoStill('vimeo', '76979871', async () => image('text/html'));
    expect(html).toMatchObject({ type: 'image/svg+xml' });
    const huge = await videoStill('vimeo', '76979871', async () => image('image/jpeg', 3_000_000));
    expect(huge).toMatchObject({ type: 'image/svg+xml' });
  });
});

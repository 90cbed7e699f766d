'use client';

import type { VideoHost } from '@shop/site';
import { useState } from 'react';

const players: Record<VideoHost, (id: string) => string> = {
  // The hosts' privacy modes: no cookies until the visitor plays the video.
  youtube: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  vimeo: (id) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
};

/**
 * A video as a still with a play button; the host's player, and with it the host, is only
 * reached when the visitor asks for it. The still comes through the shop's own server.
 */
export function VideoEmbed({
  host,
  id,
  labels,
}: {
  host: VideoHost;
  id: string;
  labels: { play: string; notice: string };
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-[var(--brand-radius)] bg-ink">
        {playing ? (
          <iframe
            src={players[host](id)}
            title={labels.play}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex h-full w-full items-center justify-center"
            aria-label={labels.play}
          >
            {/* biome-ignore lint/performance/noImgElement: a still from our thumbnail route, sized by CSS */}
            <img
              src={`/api/video-thumbnails/${host}/${id}`}
              alt=""
              loading="lazy"
              className="absolute inset-0 h-full w-full object-cover opacity-80"
            />
            <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-primary text-primary-text shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-8 w-8 fill-current">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">{labels.notice}</figcaption>
    </figure>
  );
}

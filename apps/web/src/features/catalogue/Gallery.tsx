'use client';

import Image from 'next/image';
import { useState } from 'react';

/** The product's images: one large, the others as buttons that bring them forward. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--brand-radius)] bg-black/5">
        {main ? (
          <Image
            src={`/uploads/${main}`}
            alt={alt}
            fill
            priority
            sizes="(min-width: 992px) 50vw, 100vw"
            className="object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-pressed={index === current}
                aria-label={`${alt} ${index + 1}`}
                className="relative block h-16 w-20 overflow-hidden rounded border-2 border-transparent aria-pressed:border-primary"
              >
                <Image
                  src={`/uploads/${image}`}
                  alt=""
                  fill
                  sizes="80px"
                  className="object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

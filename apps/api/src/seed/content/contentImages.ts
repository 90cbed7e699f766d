import { productViews } from '../catalogue/art';
import type { ImageJob } from '../catalogue/images';
import type { ContentItemSeed, ImageSeed } from './schema';

/** Drawn content pictures live apart from the catalogue's, served from /Uploads/content/. */
export const contentFolder = 'content';

/** A content item with every picture as a file key, and the drawings that make the missing ones. */
export interface ResolvedImages {
  heroImage: string | undefined;
  /** Gallery photos' and the inspiration photo's files, in order. */
  photos: string[];
  jobs: ImageJob[];
}

/**
 * Names each drawn picture after its shop, item and place (`content/ef-project-x-2.webp`), so
 * the name is stable across restarts and the drawing is only made once.
 */
export function resolveImages(shopCode: string, item: ContentItemSeed): ResolvedImages {
  const jobs: ImageJob[] = [];
  const resolve = (image: ImageSeed, place: string): string => {
    if (typeof image === 'string') return image;
    const path = `${contentFolder}/${shopCode.toLowerCase()}-${item.key}-${place}.webp`;
    const seed = `${shopCode}:${item.key}:${place}`;
    jobs.push({
      path,
      svg: () => {
        const [main] = productViews(image.art, seed);
        if (!main) throw new Error(`no picture for ${seed}`);
        return main;
      },
    });
    return path;
  };
  const { details } = item;
  const photos =
    details.kind === 'project'
      ? details.gallery.map((photo, i) => resolve(photo.image, String(i + 1)))
      : details.kind === 'inspiration'
        ? [resolve(details.image, 'photo')]
        : [];
  const heroImage = item.heroImage === undefined ? undefined : resolve(item.heroImage, 'hero');
  return { heroImage, photos, jobs };
}

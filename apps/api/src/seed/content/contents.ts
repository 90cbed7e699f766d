import type { BrandId } from '@shop/site';
import { z } from 'zod';
import easyFelt from './data/easy-felt.json';
import { type ContentSeed, contentSeedSchema } from './schema';

/** The demo content files; the other brands get theirs later. */
const files: Partial<Record<BrandId, unknown>> = {
  'easy-felt': easyFelt,
};

let checked: Partial<Record<BrandId, ContentSeed>> | undefined;

/** The content files, checked once against their schema: a bad file stops the seed, naming where. */
export function contents(): Partial<Record<BrandId, ContentSeed>> {
  checked ??= Object.fromEntries(
    Object.entries(files).map(([id, data]) => {
      const result = contentSeedSchema.safeParse(data);
      if (!result.success) {
        throw new Error(`content/data/${id}.json is no content:\n${z.prettifyError(result.error)}`);
      }
      return [id, result.data];
    }),
  );
  return checked;
}

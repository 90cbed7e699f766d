import type { BrandId } from '@shop/site';
import { z } from 'zod';
import dbc from './data/dbc.json';
import earendelGroup from './data/earendel-group.json';
import easyFelt from './data/easy-felt.json';
import easyNoiseControl from './data/easy-noisecontrol.json';
import fibersFoams from './data/fibers-foams.json';
import { type ContentSeed, contentSeedSchema } from './schema';

/** The demo content files, one per brand. */
const files: Record<BrandId, unknown> = {
  'easy-noisecontrol': easyNoiseControl,
  'easy-felt': easyFelt,
  dbc,
  'fibers-foams': fibersFoams,
  'earendel-group': earendelGroup,
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

import type { BrandId } from '@shop/site';
import { z } from 'zod';
import easyFelt from './data/easy-felt.json';
import easyNoiseControl from './data/easy-noisecontrol.json';
import fibersFoams from './data/fibers-foams.json';
import { type CatalogueSeed, catalogueSeedSchema } from './schema';

/** The demo catalogue files of the shops with products; dbc and Earendel sell nothing. */
const files: Partial<Record<BrandId, unknown>> = {
  'easy-noisecontrol': easyNoiseControl,
  'easy-felt': easyFelt,
  'fibers-foams': fibersFoams,
};

let checked: Partial<Record<BrandId, CatalogueSeed>> | undefined;

/** The catalogues, checked once against their schema: a bad file stops the seed, naming where. */
export function catalogues(): Partial<Record<BrandId, CatalogueSeed>> {
  checked ??= Object.fromEntries(
    Object.entries(files).map(([id, data]) => {
      const result = catalogueSeedSchema.safeParse(data);
      if (!result.success) {
        throw new Error(`data/${id}.json is no catalogue:\n${z.prettifyError(result.error)}`);
      }
      return [id, result.data];
    }),
  );
  return checked;
}

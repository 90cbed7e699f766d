import type { BrandId } from '@shop/site';
import type { CatalogueSeed } from '../types';
import { easyFeltCatalogue } from './easyFelt';
import { easyNoiseControlCatalogue } from './easyNoiseControl';
import { fibersFoamsCatalogue } from './fibersFoams';

/** Demo catalogues of the shops with products; dbc and Earendel sell nothing. */
export const catalogues: Partial<Record<BrandId, CatalogueSeed>> = {
  'easy-noisecontrol': easyNoiseControlCatalogue,
  'easy-felt': easyFeltCatalogue,
  'fibers-foams': fibersFoamsCatalogue,
};

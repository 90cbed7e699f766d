import { type Brand, type BrandId, brandIds } from './brand';
import { dbc } from './brands/dbc';
import { earendelGroup } from './brands/earendelGroup';
import { easyFelt } from './brands/easyFelt';
import { easyNoiseControl } from './brands/easyNoiseControl';
import { fibersFoams } from './brands/fibersFoams';

export const brands: Readonly<Record<BrandId, Brand>> = {
  'easy-noisecontrol': easyNoiseControl,
  'easy-felt': easyFelt,
  dbc,
  'fibers-foams': fibersFoams,
  'earendel-group': earendelGroup,
};

export function isBrandId(id: unknown): id is BrandId {
  return typeof id === 'string' && (brandIds as readonly string[]).includes(id);
}

export function getBrand(id: string): Brand {
  if (!isBrandId(id)) throw new Error(`Site ${id} is not supported`);
  return brands[id];
}

export function brandByCode(code: string): Brand | undefined {
  return brandIds.map((id) => brands[id]).find((brand) => brand.code === code);
}

import type { ProductSeed } from '../types';
import { materials } from './materials';
import { type PanelFacts, panelSpecs, photoprintSpecs } from './specs';

type PanelProduct = Extract<ProductSeed, { kind: 'panel' }>;
type PhotoprintProduct = Extract<ProductSeed, { kind: 'photoprint' }>;
type StandardProduct = Extract<ProductSeed, { kind: 'standard' }>;

/** A made-to-measure panel; its spec rows are read from its rule set and material facts. */
export function panel(
  input: Omit<PanelProduct, 'kind' | 'specs'> & { facts: PanelFacts },
): ProductSeed {
  const { facts, ...product } = input;
  return { kind: 'panel', ...product, specs: panelSpecs(product.rules, facts) };
}

export function photoprint(
  input: Omit<PhotoprintProduct, 'kind' | 'specs'> & {
    facts: Parameters<typeof photoprintSpecs>[1];
  },
): ProductSeed {
  const { facts, ...product } = input;
  return { kind: 'photoprint', ...product, specs: photoprintSpecs(product.rules, facts) };
}

export function standard(input: Omit<StandardProduct, 'kind'>): ProductSeed {
  return { kind: 'standard', ...input };
}

/** PET felt: fire class and density are the same for every felt panel; αw depends on use. */
export function feltFacts(alphaW: number, material = materials.petFelt): PanelFacts {
  return { material, fireClass: 'B-s1,d0', alphaW, densityKgPerM3: 180 };
}

/** Polyether foam as studios use it; melamine passes the stricter fire class. */
export function foamFacts(alphaW: number, kind: 'pu' | 'pu-fr' | 'melamine' = 'pu'): PanelFacts {
  if (kind === 'melamine') {
    return { material: materials.melamineFoam, fireClass: 'B-s1,d0', alphaW, densityKgPerM3: 9 };
  }
  return kind === 'pu-fr'
    ? { material: materials.puFoamFr, fireClass: 'C-s3,d0', alphaW, densityKgPerM3: 35 }
    : { material: materials.puFoam, fireClass: 'E', alphaW, densityKgPerM3: 28 };
}

import type { PanelRules, PhotoprintRules } from '@shop/contract';
import type { PanelShape } from '../types';

type Mounting = PanelRules['mountings'][number]['code'];
type Range = PanelRules['width'];

/** Surcharges for cutting shapes: curves and more corners take longer on the plotter. */
const shapeSurchargePct: Record<PanelShape, number> = {
  rectangle: 0,
  rounded: 8,
  circle: 12,
  hexagon: 15,
};

/** Per panel: glue dots, four clips, a wall rail, or two steel cables with grippers. */
const mountingPriceCents: Record<Mounting, number> = {
  none: 0,
  glue: 190,
  clips: 450,
  rail: 790,
  cable: 1490,
};

export const standardTiers = [
  { minQuantity: 5, discountPct: 5 },
  { minQuantity: 10, discountPct: 10 },
  { minQuantity: 25, discountPct: 15 },
];

export function range(min: number, max: number, step = 10): Range {
  return { min, max, step };
}

export function panelRules(input: {
  material: PanelRules['material'];
  width: Range;
  height: Range;
  /** [thickness in mm, net price per m² in cents] */
  thicknesses: [number, number][];
  colours: PanelRules['colours'];
  shapes?: PanelShape[];
  mountings: Mounting[];
  /** Overrides of the usual per-panel mounting price, e.g. four cables for a large raft. */
  mountingPrices?: Partial<Record<Mounting, number>>;
  minimumPriceCents: number;
  quantityTiers?: PanelRules['quantityTiers'];
}): PanelRules {
  return {
    kind: 'panel',
    material: input.material,
    width: input.width,
    height: input.height,
    thicknesses: input.thicknesses.map(([mm, pricePerSqmCents]) => ({ mm, pricePerSqmCents })),
    colours: input.colours,
    shapes: (input.shapes ?? ['rectangle']).map((code) => ({
      code,
      surchargePct: shapeSurchargePct[code],
    })),
    mountings: input.mountings.map((code) => ({
      code,
      priceCents: input.mountingPrices?.[code] ?? mountingPriceCents[code],
    })),
    minimumPriceCents: input.minimumPriceCents,
    quantityTiers: input.quantityTiers ?? standardTiers,
  };
}

/** The usual landscape formats of a photo print, with their net prices in cents. */
export const landscapeSizes: [number, number, number][] = [
  [600, 400, 8900],
  [900, 600, 14900],
  [1200, 800, 22900],
  [1500, 1000, 32900],
];

export function photoprintRules(input: {
  sizes?: [number, number, number][];
  /** [thickness in mm, surcharge in %] */
  thicknesses: [number, number][];
}): PhotoprintRules {
  return {
    kind: 'photoprint',
    sizes: (input.sizes ?? landscapeSizes).map(([widthMm, heightMm, priceCents]) => ({
      widthMm,
      heightMm,
      priceCents,
    })),
    thicknesses: input.thicknesses.map(([mm, surchargePct]) => ({ mm, surchargePct })),
    minDpi: 100,
    quantityTiers: [
      { minQuantity: 3, discountPct: 5 },
      { minQuantity: 6, discountPct: 10 },
    ],
  };
}

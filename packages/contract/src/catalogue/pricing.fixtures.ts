import type { ConfigurationSelection, PanelRules, PhotoprintRules } from './rules';

// Rule sets shared by the pricing tests; values are round so expected prices can be worked out
// by hand in the tests' comments.

/**
 * Tiers gentle enough that buying one more never costs less in total: at each step
 * (100 − discount) × minQuantity stays above (100 − previous discount) × (minQuantity − 1).
 */
export const gentleTiers: PanelRules['quantityTiers'] = [
  { minQuantity: 2, discountPct: 2 },
  { minQuantity: 5, discountPct: 5 },
  { minQuantity: 10, discountPct: 8 },
  { minQuantity: 25, discountPct: 10 },
  { minQuantity: 50, discountPct: 11 },
  { minQuantity: 100, discountPct: 11.5 },
];

export const feltPanelRules: PanelRules = {
  kind: 'panel',
  material: 'felt',
  width: { min: 200, max: 2400, step: 10 },
  height: { min: 200, max: 1200, step: 10 },
  thicknesses: [
    { mm: 9, pricePerSqmCents: 4500 },
    { mm: 12, pricePerSqmCents: 5900 },
  ],
  colours: [
    { code: 'anthracite', hex: '#3c3c3c', surchargePct: 0 },
    { code: 'ochre', hex: '#cc8a2e', thicknesses: [12], surchargePct: 10 },
    { code: 'petrol', hex: '#1f5f6b', thicknesses: [9, 12], surchargePct: 4 },
  ],
  shapes: [
    { code: 'rectangle', surchargePct: 0 },
    { code: 'rounded', surchargePct: 5 },
    { code: 'hexagon', surchargePct: 12.5 },
  ],
  mountings: [
    { code: 'none', priceCents: 0 },
    { code: 'clips', priceCents: 350 },
    { code: 'rail', priceCents: 1290 },
  ],
  minimumPriceCents: 2500,
  quantityTiers: [
    { minQuantity: 5, discountPct: 5 },
    { minQuantity: 10, discountPct: 10 },
  ],
};

export const photoprintRules: PhotoprintRules = {
  kind: 'photoprint',
  sizes: [
    { widthMm: 600, heightMm: 400, priceCents: 4900 },
    { widthMm: 900, heightMm: 600, priceCents: 7900 },
    { widthMm: 1200, heightMm: 800, priceCents: 11900 },
  ],
  thicknesses: [
    { mm: 9, surchargePct: 0 },
    { mm: 20, surchargePct: 15 },
  ],
  minDpi: 100,
  quantityTiers: [{ minQuantity: 3, discountPct: 5 }],
};

export const uploadId = '0b6f3c1e-8d4a-4f5e-9a2b-7c1d2e3f4a5b';

/** A valid panel selection to vary one field of. */
export const panelSelection: ConfigurationSelection = {
  widthMm: 1200,
  heightMm: 600,
  thicknessMm: 9,
  colour: 'anthracite',
  quantity: 1,
};

/** The panel rule set's (thickness, colour) pairs that can be made. */
export const feltThicknessColours = feltPanelRules.thicknesses.flatMap((thickness) =>
  feltPanelRules.colours
    .filter((colour) => !colour.thicknesses || colour.thicknesses.includes(thickness.mm))
    .map((colour) => ({ thicknessMm: thickness.mm, colour: colour.code })),
);

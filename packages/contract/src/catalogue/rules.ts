import { z } from 'zod';

const cents = z.number().int().nonnegative();
const mm = z.number().int().positive();
const percent = z.number().min(0).max(100);

export const panelMaterials = ['felt', 'foam'] as const;
export const panelShapes = ['rectangle', 'rounded', 'circle', 'hexagon'] as const;
export const panelMountings = ['none', 'glue', 'clips', 'rail', 'cable'] as const;

export const rangeSchema = z.object({ min: mm, max: mm, step: mm });

/** Cheaper per unit from a quantity on: the tiers of a product's price list. */
export const quantityTierSchema = z.object({
  minQuantity: z.number().int().min(1),
  discountPct: percent,
});

/**
 * The rule set of a made-to-measure panel, held on the server: size bounds, the thicknesses
 * with their price per m², colours (some only in some thicknesses), shapes and mountings.
 */
export const panelRulesSchema = z.object({
  kind: z.literal('panel'),
  material: z.enum(panelMaterials),
  width: rangeSchema,
  height: rangeSchema,
  thicknesses: z.array(z.object({ mm, pricePerSqmCents: cents })).min(1),
  colours: z
    .array(
      z.object({
        code: z.string().min(1).max(40),
        hex: z.string().regex(/^#[0-9a-f]{6}$/i),
        /** Only in these thicknesses; all when absent. */
        thicknesses: z.array(mm).optional(),
        surchargePct: percent.default(0),
      }),
    )
    .min(1),
  shapes: z.array(z.object({ code: z.enum(panelShapes), surchargePct: percent })).min(1),
  mountings: z.array(z.object({ code: z.enum(panelMountings), priceCents: cents })).min(1),
  /** The least a single panel costs, however small. */
  minimumPriceCents: cents,
  quantityTiers: z.array(quantityTierSchema),
});
export type PanelRules = z.infer<typeof panelRulesSchema>;

/** A photo printed on an acoustic panel: fixed sizes, a thickness, a minimum print resolution. */
export const photoprintRulesSchema = z.object({
  kind: z.literal('photoprint'),
  sizes: z.array(z.object({ widthMm: mm, heightMm: mm, priceCents: cents })).min(1),
  thicknesses: z.array(z.object({ mm, surchargePct: percent })).min(1),
  /** Below this many pixels per inch at the chosen size the print looks soft: warn. */
  minDpi: z.number().int().positive(),
  quantityTiers: z.array(quantityTierSchema),
});
export type PhotoprintRules = z.infer<typeof photoprintRulesSchema>;

export const configurationRulesSchema = z.discriminatedUnion('kind', [
  panelRulesSchema,
  photoprintRulesSchema,
]);
export type ConfigurationRules = z.infer<typeof configurationRulesSchema>;

/** What the shopper chose; which fields apply depends on the product's kind. */
export const configurationSelectionSchema = z.object({
  widthMm: z.number().int().positive().max(100_000),
  heightMm: z.number().int().positive().max(100_000),
  thicknessMm: z.number().int().positive().max(1000),
  colour: z.string().max(40).optional(),
  shape: z.enum(panelShapes).optional(),
  mounting: z.enum(panelMountings).optional(),
  quantity: z.number().int().min(1).max(999),
  /** Photo prints: the uploaded photo and its crop. */
  uploadId: z.uuid().optional(),
});
export type ConfigurationSelection = z.infer<typeof configurationSelectionSchema>;

/** Why a selection cannot be made, as translation keys of the web app's `product` namespace. */
export const configurationErrorKeys = {
  widthOutOfRange: 'product.configurator.errors.widthOutOfRange',
  heightOutOfRange: 'product.configurator.errors.heightOutOfRange',
  sizeStep: 'product.configurator.errors.sizeStep',
  unknownThickness: 'product.configurator.errors.unknownThickness',
  unknownColour: 'product.configurator.errors.unknownColour',
  colourNotInThickness: 'product.configurator.errors.colourNotInThickness',
  unknownShape: 'product.configurator.errors.unknownShape',
  unknownMounting: 'product.configurator.errors.unknownMounting',
  unknownSize: 'product.configurator.errors.unknownSize',
  photoRequired: 'product.configurator.errors.photoRequired',
} as const;
export type ConfigurationErrorKey =
  (typeof configurationErrorKeys)[keyof typeof configurationErrorKeys];

export const configurationErrorSchema = z.object({
  field: z.enum(['widthMm', 'heightMm', 'thicknessMm', 'colour', 'shape', 'mounting', 'uploadId']),
  key: z.string(),
  /** Bounds for the message, e.g. { min: 200, max: 2400 }. */
  values: z.record(z.string(), z.number()).optional(),
});
export type ConfigurationError = z.infer<typeof configurationErrorSchema>;

/** A priced selection: net prices in integer cents, VAT is added for display by country. */
export const configurationPriceSchema = z.object({
  unitNetCents: cents,
  totalNetCents: cents,
  tierDiscountPct: percent,
  areaSqm: z.number().nonnegative(),
});
export type ConfigurationPrice = z.infer<typeof configurationPriceSchema>;

import {
  panelMaterials,
  panelRulesSchema,
  panelShapes,
  photoprintRulesSchema,
} from '@shop/contract';
import { z } from 'zod';

/**
 * The shape of the demo catalogue files (`data/<brand id>.json`). Rule sets are the contract's,
 * so a catalogue the configurator could not price fails at load time, not at checkout.
 */

const text = z.string().min(1);
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** One value per language of the shop (the regional locales of a language share it). */
function localised<T extends z.ZodType>(value: T) {
  return z.strictObject({ nl: value, fr: value, de: value, en: value });
}

export const panelShapeSchema = z.enum(panelShapes);
export type PanelShape = z.infer<typeof panelShapeSchema>;

/** How a panel's face looks in its pictures; material, colours and shape come from its rules. */
export const panelSurfaceSchema = z.enum(['plain', 'grooves', 'pyramid', 'wedge', 'egg']);
export type PanelSurface = z.infer<typeof panelSurfaceSchema>;

/** Where the pictures show it: on a wall, hung from the ceiling, as baffles, in a room corner. */
export const panelPlacementSchema = z.enum(['wall', 'ceiling', 'baffles', 'corner']);
export type PanelPlacement = z.infer<typeof panelPlacementSchema>;

/** The generated landscapes photo prints are shown with. */
export const sceneSchema = z.enum([
  'forest',
  'dunes',
  'tulips',
  'sea',
  'mountains',
  'city',
  'aurora',
  'waves',
]);
export type Scene = z.infer<typeof sceneSchema>;

/** The things sold as they are, each drawn as a simple product shot. */
export const itemSchema = z.enum([
  'glue',
  'spray',
  'clips',
  'velcro',
  'cables',
  'samples',
  'measurement',
  'advice',
  'fibre-slabs',
  'fibre-roll',
]);
export type Item = z.infer<typeof itemSchema>;

/** What a picture shows, fully resolved: the input of the artwork functions. */
export const artworkSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('panel'),
    material: z.enum(panelMaterials),
    shape: panelShapeSchema,
    surface: panelSurfaceSchema,
    placement: panelPlacementSchema,
    /** The first is the main one. */
    colours: z.array(hexColour).min(1),
  }),
  z.strictObject({ kind: z.literal('photoprint'), scene: sceneSchema }),
  z.strictObject({ kind: z.literal('item'), item: itemSchema, colour: hexColour.optional() }),
]);
export type Artwork = z.infer<typeof artworkSchema>;

export const specRowSchema = z.strictObject({ name: text, value: text });
export type SpecRow = z.infer<typeof specRowSchema>;

const productBase = {
  /** Unique within the shop; also names the product's image files. */
  sku: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/),
  /** The product line shown in the archive's BRAND filter. */
  brandLabel: text,
  /** Keys of the shop's categories. */
  categories: z.array(text).min(1),
  rating: z.strictObject({
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
  }),
  text: localised(z.strictObject({ name: text, slug, summary: text, description: text })),
  specs: localised(z.array(specRowSchema)),
};

export const productSeedSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...productBase,
    kind: z.literal('panel'),
    rules: panelRulesSchema,
    look: z
      .strictObject({
        surface: panelSurfaceSchema.optional(),
        placement: panelPlacementSchema.optional(),
      })
      .optional(),
  }),
  z.strictObject({
    ...productBase,
    kind: z.literal('photoprint'),
    rules: photoprintRulesSchema,
    scene: sceneSchema,
  }),
  z.strictObject({
    ...productBase,
    kind: z.literal('standard'),
    priceCents: z.number().int().nonnegative(),
    item: itemSchema,
    colour: hexColour.optional(),
  }),
]);
export type ProductSeed = z.infer<typeof productSeedSchema>;

export const categorySeedSchema = z.strictObject({
  key: slug,
  artwork: artworkSchema,
  text: localised(z.strictObject({ name: text, slug, description: text })),
});
export type CategorySeed = z.infer<typeof categorySeedSchema>;

export const catalogueSeedSchema = z
  .strictObject({
    categories: z.array(categorySeedSchema).min(1),
    products: z.array(productSeedSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const keys = new Set(catalogue.categories.map((category) => category.key));
    const skus = new Set<string>();
    catalogue.products.forEach((product, i) => {
      if (skus.has(product.sku)) {
        ctx.addIssue({ code: 'custom', path: ['products', i, 'sku'], message: 'is used twice' });
      }
      skus.add(product.sku);
      product.categories.forEach((key, j) => {
        if (!keys.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'categories', j],
            message: `names no category of this catalogue: ${key}`,
          });
        }
      });
    });
  });
export type CatalogueSeed = z.infer<typeof catalogueSeedSchema>;
